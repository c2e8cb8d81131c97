/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Tab_SecurityInputs */

const en_dash_tab_security = /** @type {(inputs: Dash_Tab_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security`)
};

const de_dash_tab_security = /** @type {(inputs: Dash_Tab_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sicherheit`)
};

const fr_dash_tab_security = /** @type {(inputs: Dash_Tab_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sécurité`)
};

const es_dash_tab_security = /** @type {(inputs: Dash_Tab_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguridad`)
};

const pt_br2_dash_tab_security = /** @type {(inputs: Dash_Tab_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segurança`)
};

const ja_dash_tab_security = /** @type {(inputs: Dash_Tab_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`セキュリティ`)
};

const ko_dash_tab_security = /** @type {(inputs: Dash_Tab_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`보안`)
};

/**
* | output |
* | --- |
* | "Security" |
*
* @param {Dash_Tab_SecurityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_tab_security = /** @type {((inputs?: Dash_Tab_SecurityInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Tab_SecurityInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_tab_security(inputs)
	if (locale === "fr") return fr_dash_tab_security(inputs)
	if (locale === "es") return es_dash_tab_security(inputs)
	if (locale === "pt-BR") return pt_br2_dash_tab_security(inputs)
	if (locale === "ja") return ja_dash_tab_security(inputs)
	if (locale === "ko") return ko_dash_tab_security(inputs)
	return en_dash_tab_security(inputs)
});