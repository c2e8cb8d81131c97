/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Verify_Code_LabelInputs */

const en_auth_verify_code_label = /** @type {(inputs: Auth_Verify_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification Code`)
};

const de_auth_verify_code_label = /** @type {(inputs: Auth_Verify_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigungscode`)
};

const fr_auth_verify_code_label = /** @type {(inputs: Auth_Verify_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de vérification`)
};

const es_auth_verify_code_label = /** @type {(inputs: Auth_Verify_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de verificación`)
};

const pt_br2_auth_verify_code_label = /** @type {(inputs: Auth_Verify_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de verificação`)
};

const ja_auth_verify_code_label = /** @type {(inputs: Auth_Verify_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`確認コード`)
};

const ko_auth_verify_code_label = /** @type {(inputs: Auth_Verify_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`인증 코드`)
};

/**
* | output |
* | --- |
* | "Verification Code" |
*
* @param {Auth_Verify_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_verify_code_label = /** @type {((inputs?: Auth_Verify_Code_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_Code_LabelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_verify_code_label(inputs)
	if (locale === "fr") return fr_auth_verify_code_label(inputs)
	if (locale === "es") return es_auth_verify_code_label(inputs)
	if (locale === "pt-BR") return pt_br2_auth_verify_code_label(inputs)
	if (locale === "ja") return ja_auth_verify_code_label(inputs)
	if (locale === "ko") return ko_auth_verify_code_label(inputs)
	return en_auth_verify_code_label(inputs)
});