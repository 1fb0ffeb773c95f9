import { Icon, type IconProps } from './icons';

// Only the server-rendered footer shows these, so they live apart from the icons client
// components import.
const socialPaths: Record<string, React.ReactNode> = {
  facebook: <path d="M14 8h3V4h-3a4 4 0 00-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9l5 3-5 3z" />
    </>
  ),
  linkedin: (
    <path d="M4 9h4v11H4zM6 3a2 2 0 110 4 2 2 0 010-4zM10 9h4v2a4 4 0 017 2v7h-4v-6a2 2 0 00-4 0v6h-3z" />
  ),
};

export function SocialIcon({ name, ...props }: IconProps & { name: string }) {
  return <Icon {...props}>{socialPaths[name] ?? null}</Icon>;
}
