/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Landing_Err_Organization_LongInputs */

const en_landing_err_organization_long = /** @type {(inputs: Landing_Err_Organization_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Organization must be at most ${i?.max} characters.`)
};

const de_landing_err_organization_long = /** @type {(inputs: Landing_Err_Organization_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Organisation darf höchstens ${i?.max} Zeichen lang sein.`)
};

const fr_landing_err_organization_long = /** @type {(inputs: Landing_Err_Organization_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’organisation ne doit pas dépasser ${i?.max} caractères.`)
};

const es_landing_err_organization_long = /** @type {(inputs: Landing_Err_Organization_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La organización puede tener como máximo ${i?.max} caracteres.`)
};

const pt_br2_landing_err_organization_long = /** @type {(inputs: Landing_Err_Organization_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A organização pode ter no máximo ${i?.max} caracteres.`)
};

const ja_landing_err_organization_long = /** @type {(inputs: Landing_Err_Organization_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`組織名は${i?.max}文字以内で入力してください。`)
};

const ko_landing_err_organization_long = /** @type {(inputs: Landing_Err_Organization_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`조직 이름은 최대 ${i?.max}자까지 입력할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "Organization must be at most {max} characters." |
*
* @param {Landing_Err_Organization_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_err_organization_long = /** @type {((inputs: Landing_Err_Organization_LongInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Err_Organization_LongInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_err_organization_long(inputs)
	if (locale === "fr") return fr_landing_err_organization_long(inputs)
	if (locale === "es") return es_landing_err_organization_long(inputs)
	if (locale === "pt-BR") return pt_br2_landing_err_organization_long(inputs)
	if (locale === "ja") return ja_landing_err_organization_long(inputs)
	if (locale === "ko") return ko_landing_err_organization_long(inputs)
	return en_landing_err_organization_long(inputs)
});