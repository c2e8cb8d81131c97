/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_A_Setup_TimeInputs */

const en_faq_a_setup_time = /** @type {(inputs: Faq_A_Setup_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About 30 minutes for most venues. Our team contacts you within 1-2 business days of subscribing, helps you install the client on your machines and switches on the library. A local content cache keeps downloads fast once you are running.`)
};

const de_faq_a_setup_time = /** @type {(inputs: Faq_A_Setup_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei den meisten Locations etwa 30 Minuten. Unser Team meldet sich innerhalb von 1–2 Werktagen nach Abschluss des Abonnements, hilft Ihnen, den Client auf Ihren Rechnern zu installieren, und schaltet die Bibliothek frei. Ein lokaler Content-Cache hält die Downloads danach schnell.`)
};

const fr_faq_a_setup_time = /** @type {(inputs: Faq_A_Setup_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Environ 30 minutes pour la plupart des lieux. Notre équipe vous contacte sous 1 à 2 jours ouvrés après l’abonnement, vous aide à installer le client sur vos machines et active la ludothèque. Un cache de contenu local garde ensuite les téléchargements rapides.`)
};

const es_faq_a_setup_time = /** @type {(inputs: Faq_A_Setup_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unos 30 minutos en la mayoría de los locales. Nuestro equipo te contacta en 1-2 días hábiles tras suscribirte, te ayuda a instalar el cliente en tus equipos y activa la biblioteca. Después, una caché de contenido local mantiene rápidas las descargas.`)
};

const pt_br2_faq_a_setup_time = /** @type {(inputs: Faq_A_Setup_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerca de 30 minutos na maioria dos espaços. Nossa equipe entra em contato em 1 a 2 dias úteis após a assinatura, ajuda a instalar o cliente nas suas máquinas e ativa a biblioteca. Depois, um cache de conteúdo local mantém os downloads rápidos.`)
};

const ja_faq_a_setup_time = /** @type {(inputs: Faq_A_Setup_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ほとんどの施設で約30分です。ご契約から1～2営業日以内にチームからご連絡し、各PCへのクライアントのインストールをお手伝いして、ライブラリを有効にします。運用開始後はローカルのコンテンツキャッシュでダウンロードも高速です。`)
};

const ko_faq_a_setup_time = /** @type {(inputs: Faq_A_Setup_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대부분의 매장에서 약 30분이면 됩니다. 구독 후 영업일 기준 1~2일 안에 저희 팀이 연락드려 PC에 클라이언트 설치를 돕고 라이브러리를 활성화합니다. 운영을 시작하면 로컬 콘텐츠 캐시 덕분에 다운로드가 빠릅니다.`)
};

/**
* | output |
* | --- |
* | "About 30 minutes for most venues. Our team contacts you within 1-2 business days of subscribing, helps you install the client on your machines and switches o..." |
*
* @param {Faq_A_Setup_TimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_a_setup_time = /** @type {((inputs?: Faq_A_Setup_TimeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_A_Setup_TimeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_a_setup_time(inputs)
	if (locale === "fr") return fr_faq_a_setup_time(inputs)
	if (locale === "es") return es_faq_a_setup_time(inputs)
	if (locale === "pt-BR") return pt_br2_faq_a_setup_time(inputs)
	if (locale === "ja") return ja_faq_a_setup_time(inputs)
	if (locale === "ko") return ko_faq_a_setup_time(inputs)
	return en_faq_a_setup_time(inputs)
});