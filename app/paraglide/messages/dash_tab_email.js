/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Tab_EmailInputs */

const en_dash_tab_email = /** @type {(inputs: Dash_Tab_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Settings`)
};

const de_dash_tab_email = /** @type {(inputs: Dash_Tab_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Einstellungen`)
};

const fr_dash_tab_email = /** @type {(inputs: Dash_Tab_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paramètres e-mail`)
};

const es_dash_tab_email = /** @type {(inputs: Dash_Tab_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustes de correo`)
};

const pt_br2_dash_tab_email = /** @type {(inputs: Dash_Tab_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurações de e-mail`)
};

const ja_dash_tab_email = /** @type {(inputs: Dash_Tab_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メール設定`)
};

const ko_dash_tab_email = /** @type {(inputs: Dash_Tab_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 설정`)
};

/**
* | output |
* | --- |
* | "Email Settings" |
*
* @param {Dash_Tab_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_tab_email = /** @type {((inputs?: Dash_Tab_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Tab_EmailInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_tab_email(inputs)
	if (locale === "fr") return fr_dash_tab_email(inputs)
	if (locale === "es") return es_dash_tab_email(inputs)
	if (locale === "pt-BR") return pt_br2_dash_tab_email(inputs)
	if (locale === "ja") return ja_dash_tab_email(inputs)
	if (locale === "ko") return ko_dash_tab_email(inputs)
	return en_dash_tab_email(inputs)
});