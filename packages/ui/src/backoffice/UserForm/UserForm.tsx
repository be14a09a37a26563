import type { Role, User } from '@firm/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createUserFormSchema,
  DEFAULT_ROLE,
  editUserFormSchema,
  mapCreateUserError,
  profileFormSchema,
  roleFlags,
  roleOfUser,
  roleOptions,
} from '@firm/contract/forms';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '../../primitives/Button';
import { ErrorState } from '../../primitives/ErrorState';
import { ImagePicker } from '../../primitives/ImagePicker';
import { Select } from '../../primitives/Select';
import { Spinner } from '../../primitives/Spinner';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { notify } from '../../primitives/Toaster';
import { errorMessage } from '../format';
import { PageHeader } from '../PageHeader';
import { Actions, Card, Full, Grid } from './UserForm.styles';
import { UserFormPasswordFields } from './UserFormPasswordFields';

export type UserFormMode = 'add' | 'edit' | 'profile';
export type UserFormStatus = 'loading' | 'error' | 'ready';

/** What the app sends (§7): the fields of /api/user/create/, /api/user/{id}/ or /api/user/me/. */
export interface UserFormSubmission {
  name: string;
  email: string;
  title: string;
  summary: string;
  oab: string;
  /** A newly chosen photo; null keeps the current one. */
  image: File | null;
  /** Always on 'add'; on 'edit' and 'profile' only when a new password was typed. */
  password?: string;
  /** 'add' always; 'edit' only when the role selector is enabled; never on 'profile'. */
  is_lawyer?: boolean;
  is_staff?: boolean;
}

export interface UserFormProps {
  mode: UserFormMode;
  /** 'edit' and 'profile' load the user first. */
  status?: UserFormStatus;
  /** Load failure text (e.g. 'ID do usuário não fornecido.'). */
  errorMessage?: string;
  onRetry?: () => void;
  /** The user being edited, or the signed-in user on 'profile'. */
  user?: User | null;
  /** 'edit': administrators, or someone editing their own account (§6). */
  canChangeRole?: boolean;
  /** Saves; a rejection's message is shown in the §8 toast of the mode. */
  onSubmit: (submission: UserFormSubmission) => Promise<void>;
  /** 'Cancelar': back (add, profile) or to /users (edit). */
  onCancel: () => void;
  /** After the success toast: the app goes to /users (add, edit). */
  onSaved?: () => void;
}

interface UserFormFields {
  photo: File | null;
  name: string;
  title: string;
  summary: string;
  oab: string;
  email: string;
  cargo: Role | '';
  password: string;
  confirmPassword: string;
}

const copy = {
  add: {
    title: 'Adicionar Novo Usuário',
    submit: 'Criar Usuário',
    busy: 'Criando...',
    success: 'Usuário criado com sucesso!',
    failure: 'Erro ao criar usuário',
  },
  edit: {
    title: 'Editar Usuário',
    submit: 'Salvar Alterações',
    busy: 'Salvando...',
    success: 'Usuário atualizado com sucesso!',
    failure: 'Erro ao atualizar usuário',
  },
  profile: {
    title: 'Meu Perfil',
    submit: 'Salvar Alterações',
    busy: 'Salvando...',
    success: 'Perfil atualizado com sucesso!',
    failure: 'Erro ao atualizar perfil',
  },
} as const;

const schemas = { add: createUserFormSchema, edit: editUserFormSchema, profile: profileFormSchema } as const;

export const ROLE_LOCKED_NOTE = 'Apenas administradores podem alterar as funções de um usuário.';

function initialValues(mode: UserFormMode, user: User | null | undefined): UserFormFields {
  return {
    photo: null,
    name: user?.name ?? '',
    title: user?.title ?? '',
    summary: user?.summary ?? '',
    oab: user?.oab ?? '',
    email: user?.email ?? '',
    cargo: mode === 'add' ? DEFAULT_ROLE : user ? roleOfUser(user) : '',
    password: '',
    confirmPassword: '',
  };
}

function toSubmission(mode: UserFormMode, values: UserFormFields, canChangeRole: boolean): UserFormSubmission {
  const submission: UserFormSubmission = {
    name: values.name,
    email: values.email,
    title: values.title,
    summary: values.summary,
    oab: values.oab,
    image: values.photo,
  };
  if (mode === 'add' || values.password !== '') submission.password = values.password;
  if ((mode === 'add' || (mode === 'edit' && canChangeRole)) && values.cargo !== '') {
    Object.assign(submission, roleFlags(values.cargo));
  }
  return submission;
}

/** Add user, edit user and my profile (§2): one form in three modes. */
export function UserForm(props: UserFormProps) {
  const { mode, status = 'ready', errorMessage: loadError, onRetry } = props;
  const text = copy[mode];
  return (
    <div>
      <PageHeader title={text.title} />
      {status === 'loading' ? <Spinner label="Carregando..." /> : null}
      {status === 'error' ? <ErrorState message={loadError ?? 'Erro ao carregar usuário'} onRetry={onRetry} /> : null}
      {status === 'ready' ? <UserFormBody key={props.user?.id ?? 'new'} {...props} /> : null}
    </div>
  );
}

function UserFormBody({ mode, user, canChangeRole = false, onSubmit, onCancel, onSaved }: UserFormProps) {
  const text = copy[mode];
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<UserFormFields>({
    resolver: zodResolver(schemas[mode]) as unknown as Resolver<UserFormFields>,
    defaultValues: initialValues(mode, user),
    reValidateMode: 'onSubmit',
  });

  // §5: a field's error clears as soon as the field is edited.
  useEffect(() => {
    // A subscription, not a render-time watch(): nothing here needs the compiler's memoisation.
    // eslint-disable-next-line react-hooks/incompatible-library
    const subscription = watch((_values, { name }) => {
      if (name) clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(toSubmission(mode, values, canChangeRole));
    } catch (error) {
      const message = errorMessage(error);
      notify.error(
        text.failure,
        mode === 'add' ? mapCreateUserError(message) : message || 'Tente novamente mais tarde.',
      );
      return;
    }
    notify.success(text.success);
    onSaved?.();
  });

  const initialRole = user ? roleOfUser(user) : '';
  const roleLocked = mode === 'edit' && !canChangeRole;

  return (
    <Card as="form" onSubmit={submit} noValidate aria-label={text.title}>
      <Grid>
        <Full>
          <ImagePicker
            label="Foto de perfil"
            required
            shape="square"
            previewUrl={user?.image ?? null}
            previewAlt={user ? `Foto de ${user.name}` : 'Pré-visualização da foto escolhida'}
            error={errors.photo?.message}
            onChange={(file) => setValue('photo', file, { shouldDirty: true })}
            onReject={(title, message) => notify.error(title, message)}
          />
        </Full>
        <TextField
          label="Nome de exibição"
          required
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Título profissional"
          hint="Ex.: Advogada trabalhista"
          error={errors.title?.message}
          {...register('title')}
        />
        <Full>
          <TextArea
            label="Resumo profissional"
            rows={4}
            maxLength={300}
            showCounter
            error={errors.summary?.message}
            {...register('summary')}
          />
        </Full>
        <TextField
          label="Registro na OAB"
          hint="Opcional. Ex.: OAB/SP 123.456"
          error={errors.oab?.message}
          {...register('oab')}
        />
        <TextField
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        {mode !== 'profile' ? (
          <Select
            label="Cargo"
            required
            options={roleOptions.map((option) => ({ ...option }))}
            placeholder={mode === 'edit' && initialRole === '' ? 'Sem cargo definido' : undefined}
            hint={roleLocked ? ROLE_LOCKED_NOTE : undefined}
            error={errors.cargo?.message}
            // A locked selector is not registered: the loaded role stays in the form's values.
            {...(roleLocked ? { value: initialRole, disabled: true } : register('cargo'))}
          />
        ) : null}
      </Grid>
      {/* Registered after the fields above: a failed submit focuses the first field in error. */}
      <UserFormPasswordFields
        purpose={mode === 'add' ? 'set' : 'change'}
        password={{ ...register('password'), error: errors.password?.message }}
        confirm={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <Actions>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" busy={isSubmitting} busyLabel={text.busy}>
          {text.submit}
        </Button>
      </Actions>
    </Card>
  );
}
