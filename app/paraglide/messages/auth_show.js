/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_ShowInputs */

const en_auth_show = /** @type {(inputs: Auth_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

const de_auth_show = /** @type {(inputs: Auth_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anzeigen`)
};

const fr_auth_show = /** @type {(inputs: Auth_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher`)
};

const es_auth_show = /** @type {(inputs: Auth_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar`)
};

const pt_br2_auth_show = /** @type {(inputs: Auth_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar`)
};

const ja_auth_show = /** @type {(inputs: Auth_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`表示`)
};

const ko_auth_show = /** @type {(inputs: Auth_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`표시`)
};

/**
* | output |
* | --- |
* | "Show" |
*
* @param {Auth_ShowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_show = /** @type {((inputs?: Auth_ShowInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_ShowInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_show(inputs)
	if (locale === "fr") return fr_auth_show(inputs)
	if (locale === "es") return es_auth_show(inputs)
	if (locale === "pt-BR") return pt_br2_auth_show(inputs)
	if (locale === "ja") return ja_auth_show(inputs)
	if (locale === "ko") return ko_auth_show(inputs)
	return en_auth_show(inputs)
});