import { firm } from '@firm/contract';
import { PublicLayout } from '../PublicLayout';
import { Lead, Page, Section, Title } from './PrivacyPage.styles';

/**
 * LGPD notice (Lei 13.709/2018). Its claims must stay true: the contact form
 * stores nothing, and public pages request nothing from another origin.
 */
export function PrivacyPage() {
  const { address } = firm;
  return (
    <PublicLayout navVariant="dark">
      <Page>
        <Title>Política de Privacidade</Title>
        <Lead>
          Explicamos aqui, em linguagem simples, quais dados pessoais este site trata e como você pode exercer os seus
          direitos previstos na Lei Geral de Proteção de Dados (LGPD, Lei 13.709/2018).
        </Lead>

        <Section aria-labelledby="privacidade-quem">
          <h2 id="privacidade-quem">Quem é o responsável</h2>
          <p>
            O responsável pelo tratamento dos dados é o {firm.name}, sociedade de advogados inscrita na{' '}
            {firm.oabRegistration}, com endereço na {address.street}, {address.district}, {address.city}/{address.state}
            , CEP {address.postalCode}.
          </p>
        </Section>

        <Section aria-labelledby="privacidade-contato">
          <h2 id="privacidade-contato">O formulário de contato não guarda nada</h2>
          <p>
            Ao clicar em “Enviar mensagem”, o site apenas abre o seu próprio programa de e-mail com a mensagem já
            escrita. Nada do que você digita é enviado ao nosso servidor nem fica armazenado no site: a mensagem só
            chega até nós se você decidir enviá-la pelo seu e-mail.
          </p>
          <p>
            O mesmo vale para os botões de WhatsApp e de telefone: eles abrem o aplicativo do seu aparelho, e a conversa
            começa apenas se você quiser.
          </p>
        </Section>

        <Section aria-labelledby="privacidade-terceiros">
          <h2 id="privacidade-terceiros">Sem rastreadores e sem serviços de terceiros</h2>
          <p>
            Este site não usa cookies de publicidade, ferramentas de análise de audiência nem pixels de redes sociais.
            Também não carrega fontes, scripts, mapas ou imagens de outros servidores: tudo o que você vê é entregue
            pelo nosso próprio endereço, e nenhuma outra empresa fica sabendo da sua visita.
          </p>
        </Section>

        <Section aria-labelledby="privacidade-restrita">
          <h2 id="privacidade-restrita">Área restrita da equipe</h2>
          <p>
            A área administrativa guarda somente as contas da equipe do escritório (nome, e-mail, título profissional,
            registro na OAB, foto e senha protegida), usadas para publicar os artigos do blog. Para manter a sessão, o
            navegador da equipe guarda um identificador de acesso. Visitantes do site não têm conta e não são
            identificados.
          </p>
        </Section>

        <Section aria-labelledby="privacidade-mensagens">
          <h2 id="privacidade-mensagens">Quando você nos escreve</h2>
          <p>
            As mensagens que recebemos por e-mail, WhatsApp ou telefone são tratadas com sigilo profissional e usadas
            apenas para responder a você e, se for o caso, cuidar do seu atendimento, conforme a LGPD e o Estatuto da
            Advocacia.
          </p>
        </Section>

        <Section aria-labelledby="privacidade-direitos">
          <h2 id="privacidade-direitos">Seus direitos</h2>
          <p>Você pode, a qualquer momento, pedir:</p>
          <ul>
            <li>a confirmação de que tratamos dados seus e o acesso a eles;</li>
            <li>a correção de dados incompletos ou desatualizados;</li>
            <li>a eliminação dos dados, quando a lei não exigir que sejam guardados;</li>
            <li>informações sobre com quem os dados foram compartilhados.</li>
          </ul>
          <p>
            Para qualquer pedido ou dúvida sobre os seus dados, escreva para{' '}
            <a href={`mailto:${firm.email}`}>{firm.email}</a>. Responderemos no prazo previsto na lei.
          </p>
        </Section>

        <Section aria-labelledby="privacidade-mudancas">
          <h2 id="privacidade-mudancas">Mudanças nesta política</h2>
          <p>Se esta política mudar, a versão em vigor estará sempre publicada nesta página.</p>
        </Section>
      </Page>
    </PublicLayout>
  );
}
