import { memo, type CSSProperties } from 'react';
import type { BackgroundSettings, BackgroundVariant } from '@stagelink/contracts';

/** The spec's counts of animated shapes (section 3). */
const BUBBLES = [
  { count: 6, size: 120 },
  { count: 8, size: 64 },
  { count: 12, size: 28 },
];
const WAVE_LAYERS = 4;
const PARTICLES = 20;

/** A pair of variants, or older data with one variant for both modes. */
export function variantFor(settings: BackgroundSettings, dark: boolean): BackgroundVariant {
  return 'light' in settings ? (dark ? settings.dark : settings.light) : settings;
}

// Spread shapes evenly but not in a grid: a fixed pseudo-random sequence, the same on every render.
const spread = (index: number, salt: number) => ((index * 37 + salt * 17) % 100) / 100;

function cssBackground(variant: BackgroundVariant): string {
  return variant.type === 'solid'
    ? variant.primaryColor
    : `linear-gradient(135deg, ${variant.primaryColor} 0%, ${variant.secondaryColor} 100%)`;
}

function animationOf(variant: BackgroundVariant): string {
  return variant.animationEnabled ? variant.animationType : 'none';
}

/**
 * Both variants are in the markup and the `dark` class on `<html>` picks one, so the server's
 * render (which cannot know the visitor's mode) paints the right one before any script runs.
 */
export const ThemedBackground = memo(function ThemedBackground({ settings, dark }: { settings: BackgroundSettings; dark: boolean }) {
  const light = variantFor(settings, false);
  const darkVariant = variantFor(settings, true);
  const sameShapes = animationOf(light) === animationOf(darkVariant);
  return (
    <div
      aria-hidden="true"
      data-testid="themed-background"
      data-animation={animationOf(dark ? darkVariant : light)}
      className="sl-background fixed inset-0 -z-10 overflow-hidden"
      style={{ '--sl-background-light': cssBackground(light), '--sl-background-dark': cssBackground(darkVariant) } as CSSProperties}
    >
      {sameShapes ? (
        <Shapes animation={animationOf(light)} />
      ) : (
        <>
          <div className="contents dark:hidden">
            <Shapes animation={animationOf(light)} />
          </div>
          <div className="hidden dark:contents">
            <Shapes animation={animationOf(darkVariant)} />
          </div>
        </>
      )}
    </div>
  );
});

function Shapes({ animation }: { animation: string }) {
  if (animation === 'bubbles') return <Bubbles />;
  if (animation === 'waves') return <Waves />;
  if (animation === 'particles') return <Particles />;
  return null;
}

function Bubbles() {
  return (
    <>
      {BUBBLES.flatMap(({ count, size }, group) =>
        Array.from({ length: count }, (_, index) => (
          <span
            key={`${group}-${index}`}
            className="sl-bubble"
            style={{
              width: size,
              height: size,
              left: `${spread(index, group) * 100}%`,
              animationDuration: `${14 + group * 4 + (index % 5) * 2}s`,
              animationDelay: `${-spread(index, group + 3) * 20}s`,
            }}
          />
        )),
      )}
    </>
  );
}

function Waves() {
  return (
    <>
      {Array.from({ length: WAVE_LAYERS }, (_, layer) => (
        <svg
          key={layer}
          className="sl-wave"
          viewBox="0 0 1440 120"
          preserveAspectRatio="none"
          style={{ bottom: layer * 18, opacity: 0.12 + layer * 0.05, animationDuration: `${18 - layer * 3}s` }}
        >
          <path
            d="M0 60 C240 0 480 120 720 60 C960 0 1200 120 1440 60 L1440 120 L0 120 Z M1440 60 C1680 0 1920 120 2160 60 C2400 0 2640 120 2880 60 L2880 120 L1440 120 Z"
            fill="white"
          />
        </svg>
      ))}
    </>
  );
}

function Particles() {
  return (
    <>
      {Array.from({ length: PARTICLES }, (_, index) => (
        <span
          key={index}
          className="sl-particle"
          style={{ left: `${spread(index, 1) * 100}%`, top: `${spread(index, 7) * 100}%`, animationDelay: `${-spread(index, 5) * 6}s` }}
        />
      ))}
    </>
  );
}
