import { Icon, type IconProps } from './icons';

// Selling-point pictograms: the server-rendered top bar and footer show them, and the account
// panel, which loads on demand. Apart from the icons every page's client code imports.
const uspPaths: Record<string, React.ReactNode> = {
  truck: <path d="M3 6h11v9H3zM14 9h4l3 3v3h-7M7 18a1.5 1.5 0 100-.01M17 18a1.5 1.5 0 100-.01" />,
  store: (
    <path d="M4 10v10h16V10M3 6l2-3h14l2 3v2a3 3 0 01-6 0 3 3 0 01-6 0 3 3 0 01-6 0zM10 20v-5h4v5" />
  ),
  card: <path d="M3 6h18v12H3zM3 10h18M7 15h3" />,
  chat: <path d="M4 5h16v10H9l-5 4z" />,
  clock: <path d="M12 7v5l3 2M12 21a9 9 0 110-18 9 9 0 010 18z" />,
  box: <path d="M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10" />,
  heart: <path d="M12 20s-7-4.4-9-9a5 5 0 019-3 5 5 0 019 3c-2 4.6-9 9-9 9z" />,
  bolt: <path d="M13 2L4 14h7l-1 8 9-12h-7z" />,
};

export function UspIcon({ icon, ...props }: IconProps & { icon?: string | null | undefined }) {
  return <Icon {...props}>{uspPaths[icon ?? ''] ?? <path d="M5 12l4 4 10-10" />}</Icon>;
}
