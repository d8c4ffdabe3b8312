import { IFRAME_OFFSET_PX } from '@zj/contract';
import { useMenuTitle } from '@/shared/i18n/menu-title.ts';

/** An 'InnerLink' menu: the link in an iframe filling the content area. */
export function InnerLinkPage({ src, title }: { src: string; title: string }) {
  const titleOf = useMenuTitle();
  return (
    <iframe
      src={src}
      title={titleOf(title)}
      data-testid="inner-link-frame"
      style={{ width: '100%', height: `calc(100vh - ${IFRAME_OFFSET_PX}px)`, border: 0, display: 'block' }}
    />
  );
}
