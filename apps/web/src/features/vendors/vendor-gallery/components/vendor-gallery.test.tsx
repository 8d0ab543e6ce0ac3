import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { vendorPhotoRef } from '@karamu/shared';
import { VendorGallery } from './vendor-gallery';

const photos = [
  vendorPhotoRef({
    id: '20000000-0000-4000-8000-000000000001',
    altText: 'White tent at dusk',
    width: 1280,
    height: 960,
  }),
  vendorPhotoRef({
    id: '20000000-0000-4000-8000-000000000002',
    altText: 'Chairs in rows',
    width: 960,
    height: 1280,
  }),
  vendorPhotoRef({
    id: '20000000-0000-4000-8000-000000000003',
    altText: null,
    width: 600,
    height: 400,
  }),
];

const lightbox = () => screen.getByRole('dialog');

describe('the public gallery', () => {
  it('shows lazy thumbnails with their sizes, so nothing moves when they load', () => {
    render(<VendorGallery photos={photos} />);
    const thumbnails = within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('button');
    expect(thumbnails.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Open White tent at dusk (photo 1 of 3)',
      'Open Chairs in rows (photo 2 of 3)',
      'Open Photo 3 (photo 3 of 3)',
    ]);
    const image = thumbnails[1]!.querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '960');
    expect(image).toHaveAttribute('height', '1280');
    expect(image.getAttribute('srcset')).toBe(
      photos[1]!.sources.map((s) => `${s.url} ${s.width}w`).join(', '),
    );
    expect(image.getAttribute('sizes')).toContain('50vw');
  });

  it('draws nothing without photos', () => {
    const { container } = render(<VendorGallery photos={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens the lightbox, steps with arrow keys and buttons, and returns focus on Escape', async () => {
    const user = userEvent.setup();
    render(<VendorGallery photos={photos} />);
    await user.click(screen.getByRole('button', { name: /Open White tent at dusk/ }));
    expect(lightbox()).toHaveAccessibleName('White tent at dusk (1 of 3)');
    expect(within(lightbox()).getByRole('img')).toHaveAttribute('alt', 'White tent at dusk');

    await user.keyboard('{ArrowRight}');
    expect(lightbox()).toHaveAccessibleName('Chairs in rows (2 of 3)');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(lightbox()).toHaveAccessibleName('Photo 3 (3 of 3)');
    await user.click(within(lightbox()).getByRole('button', { name: 'Next photo' }));
    expect(lightbox()).toHaveAccessibleName('White tent at dusk (1 of 3)');
    await user.click(within(lightbox()).getByRole('button', { name: 'Previous photo' }));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes to the thumbnail of the photo last shown.
    expect(screen.getByRole('button', { name: /Open Photo 3/ })).toHaveFocus();
  });

  it('changes the photo on a swipe, not on a short touch', async () => {
    const user = userEvent.setup();
    render(<VendorGallery photos={photos} />);
    await user.click(screen.getByRole('button', { name: /Open Chairs in rows/ }));
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(lightbox(), { pointerType: 'touch', clientX: from });
      fireEvent.pointerUp(lightbox(), { pointerType: 'touch', clientX: to });
    };
    swipe(300, 100);
    expect(lightbox()).toHaveAccessibleName('Photo 3 (3 of 3)');
    swipe(100, 300);
    expect(lightbox()).toHaveAccessibleName('Chairs in rows (2 of 3)');
    swipe(200, 180);
    expect(lightbox()).toHaveAccessibleName('Chairs in rows (2 of 3)');
    await user.click(within(lightbox()).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: /Open Chairs in rows/ })).toHaveFocus();
  });
});
