/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Code_LengthInputs */

const en_dash_msg_code_length = /** @type {(inputs: Dash_Msg_Code_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code must be exactly 6 digits`)
};

const de_dash_msg_code_length = /** @type {(inputs: Dash_Msg_Code_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Code muss genau 6 Ziffern haben`)
};

const fr_dash_msg_code_length = /** @type {(inputs: Dash_Msg_Code_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le code doit comporter exactement 6 chiffres`)
};

const es_dash_msg_code_length = /** @type {(inputs: Dash_Msg_Code_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El código debe tener exactamente 6 dígitos`)
};

const pt_br2_dash_msg_code_length = /** @type {(inputs: Dash_Msg_Code_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O código deve ter exatamente 6 dígitos`)
};

const ja_dash_msg_code_length = /** @type {(inputs: Dash_Msg_Code_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コードはちょうど6桁で入力してください`)
};

const ko_dash_msg_code_length = /** @type {(inputs: Dash_Msg_Code_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`코드는 정확히 6자리여야 합니다`)
};

/**
* | output |
* | --- |
* | "Code must be exactly 6 digits" |
*
* @param {Dash_Msg_Code_LengthInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_msg_code_length = /** @type {((inputs?: Dash_Msg_Code_LengthInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Code_LengthInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_msg_code_length(inputs)
	if (locale === "fr") return fr_dash_msg_code_length(inputs)
	if (locale === "es") return es_dash_msg_code_length(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_code_length(inputs)
	if (locale === "ja") return ja_dash_msg_code_length(inputs)
	if (locale === "ko") return ko_dash_msg_code_length(inputs)
	return en_dash_msg_code_length(inputs)
});