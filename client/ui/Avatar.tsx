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
  if (src) return <img className="avatar" src={src} alt={alt} width={size} height={size} style={box} />;
  return (
    <span
      className="avatar"
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      style={{ ...box, fontSize: size / 2.4 }}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
