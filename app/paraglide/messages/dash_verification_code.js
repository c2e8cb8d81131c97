/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Verification_CodeInputs */

const en_dash_verification_code = /** @type {(inputs: Dash_Verification_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification Code`)
};

const de_dash_verification_code = /** @type {(inputs: Dash_Verification_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigungscode`)
};

const fr_dash_verification_code = /** @type {(inputs: Dash_Verification_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de vérification`)
};

const es_dash_verification_code = /** @type {(inputs: Dash_Verification_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de verificación`)
};

const pt_br2_dash_verification_code = /** @type {(inputs: Dash_Verification_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de verificação`)
};

const ja_dash_verification_code = /** @type {(inputs: Dash_Verification_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`確認コード`)
};

const ko_dash_verification_code = /** @type {(inputs: Dash_Verification_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`인증 코드`)
};

/**
* | output |
* | --- |
* | "Verification Code" |
*
* @param {Dash_Verification_CodeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_verification_code = /** @type {((inputs?: Dash_Verification_CodeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Verification_CodeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_verification_code(inputs)
	if (locale === "fr") return fr_dash_verification_code(inputs)
	if (locale === "es") return es_dash_verification_code(inputs)
	if (locale === "pt-BR") return pt_br2_dash_verification_code(inputs)
	if (locale === "ja") return ja_dash_verification_code(inputs)
	if (locale === "ko") return ko_dash_verification_code(inputs)
	return en_dash_verification_code(inputs)
});