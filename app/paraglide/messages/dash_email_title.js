/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Email_TitleInputs */

const en_dash_email_title = /** @type {(inputs: Dash_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Settings`)
};

const de_dash_email_title = /** @type {(inputs: Dash_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Einstellungen`)
};

const fr_dash_email_title = /** @type {(inputs: Dash_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paramètres e-mail`)
};

const es_dash_email_title = /** @type {(inputs: Dash_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustes de correo`)
};

const pt_br2_dash_email_title = /** @type {(inputs: Dash_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurações de e-mail`)
};

const ja_dash_email_title = /** @type {(inputs: Dash_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メール設定`)
};

const ko_dash_email_title = /** @type {(inputs: Dash_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 설정`)
};

/**
* | output |
* | --- |
* | "Email Settings" |
*
* @param {Dash_Email_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_email_title = /** @type {((inputs?: Dash_Email_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Email_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_email_title(inputs)
	if (locale === "fr") return fr_dash_email_title(inputs)
	if (locale === "es") return es_dash_email_title(inputs)
	if (locale === "pt-BR") return pt_br2_dash_email_title(inputs)
	if (locale === "ja") return ja_dash_email_title(inputs)
	if (locale === "ko") return ko_dash_email_title(inputs)
	return en_dash_email_title(inputs)
});