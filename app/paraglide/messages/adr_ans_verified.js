/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Adr_Ans_VerifiedInputs */

const en_adr_ans_verified = /** @type {(inputs: Adr_Ans_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" verified.`)
};

const de_adr_ans_verified = /** @type {(inputs: Adr_Ans_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.name}“ verifiziert.`)
};

const fr_adr_ans_verified = /** @type {(inputs: Adr_Ans_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.name} » vérifié.`)
};

const es_adr_ans_verified = /** @type {(inputs: Adr_Ans_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» verificado.`)
};

const pt_br2_adr_ans_verified = /** @type {(inputs: Adr_Ans_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” verificado.`)
};

const ja_adr_ans_verified = /** @type {(inputs: Adr_Ans_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`「${i?.name}」を認証しました。`)
};

const ko_adr_ans_verified = /** @type {(inputs: Adr_Ans_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`‘${i?.name}’ 인증 완료.`)
};

/**
* | output |
* | --- |
* | "\"{name}\" verified." |
*
* @param {Adr_Ans_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_verified = /** @type {((inputs: Adr_Ans_VerifiedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Ans_VerifiedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_ans_verified(inputs)
	if (locale === "fr") return fr_adr_ans_verified(inputs)
	if (locale === "es") return es_adr_ans_verified(inputs)
	if (locale === "pt-BR") return pt_br2_adr_ans_verified(inputs)
	if (locale === "ja") return ja_adr_ans_verified(inputs)
	if (locale === "ko") return ko_adr_ans_verified(inputs)
	return en_adr_ans_verified(inputs)
});