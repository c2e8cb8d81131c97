/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Setup_SentInputs */

const en_dash_setup_sent = /** @type {(inputs: Dash_Setup_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setup request sent! Our team will contact you soon.`)
};

const de_dash_setup_sent = /** @type {(inputs: Dash_Setup_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einrichtungsanfrage gesendet! Unser Team meldet sich bald bei dir.`)
};

const fr_dash_setup_sent = /** @type {(inputs: Dash_Setup_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande de configuration envoyée ! Notre équipe vous contactera bientôt.`)
};

const es_dash_setup_sent = /** @type {(inputs: Dash_Setup_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Solicitud de configuración enviada! Nuestro equipo se pondrá en contacto contigo pronto.`)
};

const pt_br2_dash_setup_sent = /** @type {(inputs: Dash_Setup_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitação de configuração enviada! Nossa equipe entrará em contato em breve.`)
};

const ja_dash_setup_sent = /** @type {(inputs: Dash_Setup_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`セットアップのリクエストを送信しました！担当チームからまもなくご連絡します。`)
};

const ko_dash_setup_sent = /** @type {(inputs: Dash_Setup_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`설정 요청을 보냈습니다! 곧 저희 팀이 연락드리겠습니다.`)
};

/**
* | output |
* | --- |
* | "Setup request sent! Our team will contact you soon." |
*
* @param {Dash_Setup_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_setup_sent = /** @type {((inputs?: Dash_Setup_SentInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Setup_SentInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_setup_sent(inputs)
	if (locale === "fr") return fr_dash_setup_sent(inputs)
	if (locale === "es") return es_dash_setup_sent(inputs)
	if (locale === "pt-BR") return pt_br2_dash_setup_sent(inputs)
	if (locale === "ja") return ja_dash_setup_sent(inputs)
	if (locale === "ko") return ko_dash_setup_sent(inputs)
	return en_dash_setup_sent(inputs)
});