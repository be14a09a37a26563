import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { firm, pagePaths } from '@firm/contract';
import { Button } from '../../primitives/Button';
import { Select } from '../../primitives/Select';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { PageLink } from '../shared/PageLink';
import {
  CONTACT_REQUIRED_MESSAGE,
  buildContactMailto,
  contactSubjects,
  emptyContactForm,
  isContactFormComplete,
  type ContactFormValues,
} from './buildContactMailto';
import { FormCard, FormGrid, FormNote, FormTitle, OpenedNote, SubmitRow } from './ContactSection.styles';

export interface ContactFormProps {
  /** Told when a required field is empty; `window.alert` by default (spec §2). */
  onAlert?: (message: string) => void;
  /** Opens the mail link; `window.location.assign` by default. */
  onOpenMailto?: (url: string) => void;
  /** Starting values (stories). */
  initialValues?: Partial<ContactFormValues>;
}

const subjectOptions = contactSubjects.map((subject) => ({ value: subject, label: subject }));

/** Name, e-mail, optional phone, subject and message; sending opens the visitor's own e-mail. */
export function ContactForm({ onAlert, onOpenMailto, initialValues }: ContactFormProps) {
  const [values, setValues] = useState<ContactFormValues>({ ...emptyContactForm, ...initialValues });
  const [opened, setOpened] = useState(false);

  const set = (field: keyof ContactFormValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setOpened(false);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isContactFormComplete(values)) {
      (onAlert ?? ((message: string) => window.alert(message)))(CONTACT_REQUIRED_MESSAGE);
      return;
    }
    (onOpenMailto ?? ((url: string) => window.location.assign(url)))(buildContactMailto(values));
    setOpened(true);
  };

  return (
    <FormCard>
      <FormTitle id="contact-form-title">Envie uma mensagem</FormTitle>
      <FormNote>
        Os campos marcados com <span aria-hidden="true">*</span>
        <span className="visually-hidden">asterisco</span> são obrigatórios.
      </FormNote>
      {/* noValidate: the spec's own alert tells what is missing, the same way on every browser. */}
      <form noValidate onSubmit={handleSubmit}>
        <FormGrid>
          <TextField label="Nome" name="name" autoComplete="name" required value={values.name} onChange={set('name')} />
          <TextField
            label="E-mail"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={set('email')}
          />
          <TextField
            label="Telefone (opcional)"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={set('phone')}
          />
          <Select
            label="Assunto"
            name="subject"
            required
            placeholder="Selecione um assunto"
            options={subjectOptions}
            value={values.subject}
            onChange={set('subject')}
          />
          <TextArea
            label="Mensagem"
            name="message"
            required
            rows={5}
            hint="Conte em poucas linhas o que aconteceu. Não é preciso enviar documentos agora."
            value={values.message}
            onChange={set('message')}
          />
        </FormGrid>
        <SubmitRow>
          <Button type="submit" variant="accent" size="lg" icon={<Send />}>
            Enviar mensagem
          </Button>
          <FormNote>
            O envio abre o seu próprio programa de e-mail com a mensagem pronta; nada fica guardado no site. Veja a{' '}
            <PageLink href={pagePaths.privacy}>Política de Privacidade</PageLink>.
          </FormNote>
        </SubmitRow>
        <div role="status">
          {opened ? (
            <OpenedNote>
              Abrimos o seu e-mail com a mensagem pronta para {firm.email}. Se nada aconteceu, escreva diretamente para
              esse endereço.
            </OpenedNote>
          ) : null}
        </div>
      </form>
    </FormCard>
  );
}
