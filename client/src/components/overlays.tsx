import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { DialogProps } from 'antd-mobile/es/components/dialog';
import type { PickerProps } from 'antd-mobile/es/components/picker';
import type { PopupProps } from 'antd-mobile/es/components/popup';

/**
 * antd-mobile's Popup, Picker and Dialog as components, loaded the first time one is asked to be
 * visible: they animate with react-spring (16.6 KB gzip with the mask), which a page would
 * otherwise wait for in its first render though nothing of them shows before a tap. Once loaded
 * an overlay stays mounted, so it closes with its animation; it mounts hidden and opens on the
 * next render, so its first opening slides in like the later ones. Same props as antd-mobile's.
 */
function lazyOverlay<P extends { visible?: boolean }>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Overlay = lazy(load);
  function OpenAfterMount(props: P) {
    const [mounted, setMounted] = useState(false);
    useEffect(() => setMounted(true), []);
    return <Overlay {...props} visible={Boolean(props.visible) && mounted} />;
  }
  return function LazyOverlay(props: P) {
    const [asked, setAsked] = useState(false);
    if (props.visible && !asked) setAsked(true);
    if (!asked && !props.visible) return null;
    return (
      <Suspense fallback={null}>
        <OpenAfterMount {...props} />
      </Suspense>
    );
  };
}

export const Popup = lazyOverlay<PopupProps>(() => import('antd-mobile/es/components/popup'));
export const Picker = lazyOverlay<PickerProps>(() => import('antd-mobile/es/components/picker'));
export const Dialog = lazyOverlay<DialogProps>(() => import('antd-mobile/es/components/dialog'));
