/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Email_Updated_CountdownInputs */

const en_auth_email_updated_countdown = /** @type {(inputs: Auth_Email_Updated_CountdownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taking you to your dashboard in 5 seconds.`)
};

const de_auth_email_updated_countdown = /** @type {(inputs: Auth_Email_Updated_CountdownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In 5 Sekunden geht es weiter zu deinem Dashboard.`)
};

const fr_auth_email_updated_countdown = /** @type {(inputs: Auth_Email_Updated_CountdownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redirection vers votre tableau de bord dans 5 secondes.`)
};

const es_auth_email_updated_countdown = /** @type {(inputs: Auth_Email_Updated_CountdownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te llevamos a tu panel en 5 segundos.`)
};

const pt_br2_auth_email_updated_countdown = /** @type {(inputs: Auth_Email_Updated_CountdownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Levando você ao seu painel em 5 segundos.`)
};

const ja_auth_email_updated_countdown = /** @type {(inputs: Auth_Email_Updated_CountdownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5秒後にダッシュボードに移動します。`)
};

const ko_auth_email_updated_countdown = /** @type {(inputs: Auth_Email_Updated_CountdownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5초 후 대시보드로 이동합니다.`)
};

/**
* | output |
* | --- |
* | "Taking you to your dashboard in 5 seconds." |
*
* @param {Auth_Email_Updated_CountdownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_email_updated_countdown = /** @type {((inputs?: Auth_Email_Updated_CountdownInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Email_Updated_CountdownInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_email_updated_countdown(inputs)
	if (locale === "fr") return fr_auth_email_updated_countdown(inputs)
	if (locale === "es") return es_auth_email_updated_countdown(inputs)
	if (locale === "pt-BR") return pt_br2_auth_email_updated_countdown(inputs)
	if (locale === "ja") return ja_auth_email_updated_countdown(inputs)
	if (locale === "ko") return ko_auth_email_updated_countdown(inputs)
	return en_auth_email_updated_countdown(inputs)
});