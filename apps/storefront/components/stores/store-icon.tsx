import { Icon, type IconProps } from '@/components/ui/icons';

/** A shop front: the my-store picker's toggle. */
export const StoreIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 9l1.5-5h15L21 9" />
    <path d="M3 9h18v1.5a3 3 0 01-6 0 3 3 0 01-6 0 3 3 0 01-6 0z" />
    <path d="M5 12.5V20h14v-7.5" />
    <path d="M10 20v-4h4v4" />
  </Icon>
);
