/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Gamecafe_S0_Step1_TextInputs */

const en_lt_gamecafe_s0_step1_text = /** @type {(inputs: Lt_Gamecafe_S0_Step1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team contacts you within 1-2 business days and helps you install the client and the local content cache.`)
};

const de_lt_gamecafe_s0_step1_text = /** @type {(inputs: Lt_Gamecafe_S0_Step1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unser Team meldet sich innerhalb von 1–2 Werktagen und hilft Ihnen, den Client und den lokalen Content-Cache zu installieren.`)
};

const fr_lt_gamecafe_s0_step1_text = /** @type {(inputs: Lt_Gamecafe_S0_Step1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe vous contacte sous 1 à 2 jours ouvrés et vous aide à installer le client et le cache de contenu local.`)
};

const es_lt_gamecafe_s0_step1_text = /** @type {(inputs: Lt_Gamecafe_S0_Step1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestro equipo se pone en contacto contigo en 1 o 2 días hábiles y te ayuda a instalar el cliente y la caché de contenido local.`)
};

const pt_br2_lt_gamecafe_s0_step1_text = /** @type {(inputs: Lt_Gamecafe_S0_Step1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nossa equipe entra em contato em 1 a 2 dias úteis e ajuda você a instalar o cliente e o cache de conteúdo local.`)
};

const ja_lt_gamecafe_s0_step1_text = /** @type {(inputs: Lt_Gamecafe_S0_Step1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1～2営業日以内にチームからご連絡し、クライアントとローカルのコンテンツキャッシュのインストールをお手伝いします。`)
};

const ko_lt_gamecafe_s0_step1_text = /** @type {(inputs: Lt_Gamecafe_S0_Step1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`영업일 기준 1~2일 이내에 저희 팀이 연락드려 클라이언트와 로컬 콘텐츠 캐시 설치를 도와드립니다.`)
};

/**
* | output |
* | --- |
* | "Our team contacts you within 1-2 business days and helps you install the client and the local content cache." |
*
* @param {Lt_Gamecafe_S0_Step1_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_gamecafe_s0_step1_text = /** @type {((inputs?: Lt_Gamecafe_S0_Step1_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Gamecafe_S0_Step1_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_gamecafe_s0_step1_text(inputs)
	if (locale === "fr") return fr_lt_gamecafe_s0_step1_text(inputs)
	if (locale === "es") return es_lt_gamecafe_s0_step1_text(inputs)
	if (locale === "pt-BR") return pt_br2_lt_gamecafe_s0_step1_text(inputs)
	if (locale === "ja") return ja_lt_gamecafe_s0_step1_text(inputs)
	if (locale === "ko") return ko_lt_gamecafe_s0_step1_text(inputs)
	return en_lt_gamecafe_s0_step1_text(inputs)
});