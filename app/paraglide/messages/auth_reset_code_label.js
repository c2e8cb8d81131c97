/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_Code_LabelInputs */

const en_auth_reset_code_label = /** @type {(inputs: Auth_Reset_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset Code`)
};

const de_auth_reset_code_label = /** @type {(inputs: Auth_Reset_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

const fr_auth_reset_code_label = /** @type {(inputs: Auth_Reset_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de réinitialisation`)
};

const es_auth_reset_code_label = /** @type {(inputs: Auth_Reset_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de restablecimiento`)
};

const pt_br2_auth_reset_code_label = /** @type {(inputs: Auth_Reset_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de redefinição`)
};

const ja_auth_reset_code_label = /** @type {(inputs: Auth_Reset_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リセットコード`)
};

const ko_auth_reset_code_label = /** @type {(inputs: Auth_Reset_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`재설정 코드`)
};

/**
* | output |
* | --- |
* | "Reset Code" |
*
* @param {Auth_Reset_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_reset_code_label = /** @type {((inputs?: Auth_Reset_Code_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_Code_LabelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_reset_code_label(inputs)
	if (locale === "fr") return fr_auth_reset_code_label(inputs)
	if (locale === "es") return es_auth_reset_code_label(inputs)
	if (locale === "pt-BR") return pt_br2_auth_reset_code_label(inputs)
	if (locale === "ja") return ja_auth_reset_code_label(inputs)
	if (locale === "ko") return ko_auth_reset_code_label(inputs)
	return en_auth_reset_code_label(inputs)
});