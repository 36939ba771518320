import { useClientStyle } from './useHydrated';
import './Avatar.css';

interface AvatarProps {
  name: string;
  src: string;
  size: number;
  /** Empty when a visible name sits next to the avatar, so it is not read twice. */
  alt?: string;
}

export function Avatar({ name, src, size, alt = name }: AvatarProps) {
  const box = { width: size, height: size };
  const imageStyle = useClientStyle(box);
  const letterStyle = useClientStyle({ ...box, fontSize: size / 2.4 });
  if (src) return <img className="avatar" src={src} alt={alt} width={size} height={size} style={imageStyle} />;
  return (
    <span className="avatar" role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true} style={letterStyle}>
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
