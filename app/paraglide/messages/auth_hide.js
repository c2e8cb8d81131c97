/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_HideInputs */

const en_auth_hide = /** @type {(inputs: Auth_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide`)
};

const de_auth_hide = /** @type {(inputs: Auth_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verbergen`)
};

const fr_auth_hide = /** @type {(inputs: Auth_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer`)
};

const es_auth_hide = /** @type {(inputs: Auth_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar`)
};

const pt_br2_auth_hide = /** @type {(inputs: Auth_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar`)
};

const ja_auth_hide = /** @type {(inputs: Auth_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非表示`)
};

const ko_auth_hide = /** @type {(inputs: Auth_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`숨기기`)
};

/**
* | output |
* | --- |
* | "Hide" |
*
* @param {Auth_HideInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_hide = /** @type {((inputs?: Auth_HideInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_HideInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_hide(inputs)
	if (locale === "fr") return fr_auth_hide(inputs)
	if (locale === "es") return es_auth_hide(inputs)
	if (locale === "pt-BR") return pt_br2_auth_hide(inputs)
	if (locale === "ja") return ja_auth_hide(inputs)
	if (locale === "ko") return ko_auth_hide(inputs)
	return en_auth_hide(inputs)
});