import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as userEventApi, waitFor } from 'storybook/test';
import { ImagePicker } from './ImagePicker';
import {
  hugePngFile,
  oversizedPngFile,
  pdfFile,
  samplePngFile,
  savedImageUrl,
  svgNamedPngFile,
  textNamedPngFile,
} from './ImagePicker.fixtures';

const meta = {
  component: ImagePicker,
  args: { label: 'Imagem principal', onChange: fn(), onReject: fn() },
  argTypes: { previewUrl: { control: 'text' } },
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Imagem principal');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAccessibleDescription('máx. 5MB, JPG, PNG, GIF');
    await expect(canvas.getByText('Escolher imagem')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remover imagem' })).not.toBeInTheDocument();
  },
};

export const ChooseAndRemove: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const input = canvas.getByLabelText('Imagem principal');
    const file = await samplePngFile();
    await step('a valid image is previewed and reported', async () => {
      await userEvent.upload(input, file);
      await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(file));
      const preview = await canvas.findByRole('img', { name: 'Pré-visualização da imagem selecionada' });
      await expect(preview.getAttribute('src')).toMatch(/^blob:/);
      await waitFor(() => expect((preview as HTMLImageElement).complete).toBe(true));
      await expect(canvas.getByText('Trocar imagem')).toBeVisible();
      await expect(args.onReject).not.toHaveBeenCalled();
    });
    await step("'Remover imagem' clears it", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remover imagem' }));
      await expect(args.onChange).toHaveBeenLastCalledWith(null);
      await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
      await expect(input).toHaveFocus();
    });
  },
};

export const Selected: Story = {
  args: { label: 'Foto de perfil', shape: 'square', required: true, previewAlt: 'Foto de perfil escolhida' },
  play: async ({ canvas, userEvent, args }) => {
    const file = await samplePngFile();
    await userEvent.upload(canvas.getByLabelText('Foto de perfil'), file);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(file));
    const preview = await canvas.findByRole('img', { name: 'Foto de perfil escolhida' });
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(320));
  },
};

export const TooLarge: Story = {
  args: { label: 'Foto de perfil', shape: 'square', required: true },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Foto de perfil');
    await userEvent.upload(input, oversizedPngFile());
    await waitFor(() =>
      expect(args.onReject).toHaveBeenCalledWith('Arquivo muito grande', 'A imagem deve ter no máximo 5MB.'),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('A imagem deve ter no máximo 5MB.')).toBeVisible();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('máx. 5MB, JPG, PNG, GIF A imagem deve ter no máximo 5MB.');
  },
};

export const NotAnImage: Story = {
  play: async ({ canvas, args }) => {
    // A browser's "all files" choice bypasses accept="image/*": the picker checks the type itself.
    const user = userEventApi.setup({ applyAccept: false });
    await user.upload(canvas.getByLabelText('Imagem principal'), pdfFile());
    await waitFor(() =>
      expect(args.onReject).toHaveBeenCalledWith('Tipo de arquivo inválido', 'Por favor, selecione apenas imagens.'),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('Por favor, selecione apenas imagens.')).toBeVisible();
  },
};

/** A file's name and declared type prove nothing: the picker reads what the file holds. */
export const NotAnImageNamedPng: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const input = canvas.getByLabelText('Imagem principal');
    await step('a text file named x.png is refused', async () => {
      await userEvent.upload(input, textNamedPngFile());
      await expect(await canvas.findByText('Por favor, selecione apenas imagens.')).toBeVisible();
      await expect(args.onReject).toHaveBeenCalledWith(
        'Tipo de arquivo inválido',
        'Por favor, selecione apenas imagens.',
      );
      await expect(input).toBeInvalid();
    });
    await step('so is an SVG named .png (the server accepts no SVG)', async () => {
      await userEvent.upload(input, svgNamedPngFile());
      await waitFor(() => expect(args.onReject).toHaveBeenCalledTimes(2));
      await expect(args.onReject).toHaveBeenLastCalledWith(
        'Tipo de arquivo inválido',
        'Por favor, selecione apenas imagens.',
      );
    });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** A small file that would be 400 megapixels once decoded: refused before any upload. */
export const TooManyPixels: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.upload(canvas.getByLabelText('Imagem principal'), await hugePngFile());
    await expect(await canvas.findByText('A imagem deve ter no máximo 40 megapixels.')).toBeVisible();
    await expect(args.onReject).toHaveBeenCalledWith(
      'Imagem muito grande',
      'A imagem deve ter no máximo 40 megapixels.',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const RejectionThenValid: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Imagem principal');
    await userEvent.upload(input, oversizedPngFile());
    await expect(await canvas.findByText('A imagem deve ter no máximo 5MB.')).toBeVisible();
    const file = await samplePngFile('nova.png');
    await userEvent.upload(input, file);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledOnce());
    await expect(args.onChange).toHaveBeenCalledWith(file);
    await expect(canvas.queryByText('A imagem deve ter no máximo 5MB.')).not.toBeInTheDocument();
    await expect(input).toBeValid();
  },
};

export const ExistingImage: Story = {
  args: { previewUrl: savedImageUrl, previewAlt: 'Imagem atual do post' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('img', { name: 'Imagem atual do post' })).toHaveAttribute('src', savedImageUrl);
    await expect(canvas.getByText('Trocar imagem')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover imagem' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { label: 'Imagem da seção', error: 'Erro no upload da imagem. Verifique o formato e tamanho.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Imagem da seção');
    await expect(input).toBeInvalid();
    await expect(canvas.getByText('Erro no upload da imagem. Verifique o formato e tamanho.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, previewUrl: savedImageUrl, previewAlt: 'Imagem atual do post' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Imagem atual do post' }) as HTMLImageElement;
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    await expect(canvas.getByLabelText('Imagem principal')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remover imagem' })).toBeDisabled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    // The hidden input takes focus; its visible label shows the ring.
    await expect(canvas.getByLabelText('Imagem principal')).toHaveFocus();
  },
};

export const Mobile: Story = {
  args: {
    label: 'Foto de perfil',
    shape: 'square',
    required: true,
    previewUrl: savedImageUrl,
    previewAlt: 'Foto atual',
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Foto atual' }) as HTMLImageElement;
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    // The preview box has fixed dimensions whatever the image: no layout shift.
    const box = image.parentElement?.getBoundingClientRect();
    await expect(box?.width).toBe(128);
    await expect(box?.height).toBe(128);
  },
};
