/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Adr_Ans_Already_VerifiedInputs */

const en_adr_ans_already_verified = /** @type {(inputs: Adr_Ans_Already_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" is already verified, perhaps by another admin. Nothing was changed.`)
};

const de_adr_ans_already_verified = /** @type {(inputs: Adr_Ans_Already_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.name}“ ist bereits verifiziert, vielleicht von einem anderen Admin. Nichts wurde geändert.`)
};

const fr_adr_ans_already_verified = /** @type {(inputs: Adr_Ans_Already_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.name} » est déjà vérifié, peut-être par un autre administrateur. Rien n’a été modifié.`)
};

const es_adr_ans_already_verified = /** @type {(inputs: Adr_Ans_Already_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» ya está verificado, quizá por otro administrador. No se cambió nada.`)
};

const pt_br2_adr_ans_already_verified = /** @type {(inputs: Adr_Ans_Already_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” já está verificado, talvez por outro administrador. Nada foi alterado.`)
};

const ja_adr_ans_already_verified = /** @type {(inputs: Adr_Ans_Already_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`「${i?.name}」はすでに認証されています（別の管理者による可能性があります）。何も変更されていません。`)
};

const ko_adr_ans_already_verified = /** @type {(inputs: Adr_Ans_Already_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`‘${i?.name}’은(는) 이미 인증되었습니다(다른 관리자가 처리했을 수 있습니다). 변경된 것이 없습니다.`)
};

/**
* | output |
* | --- |
* | "\"{name}\" is already verified, perhaps by another admin. Nothing was changed." |
*
* @param {Adr_Ans_Already_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_already_verified = /** @type {((inputs: Adr_Ans_Already_VerifiedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Ans_Already_VerifiedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_ans_already_verified(inputs)
	if (locale === "fr") return fr_adr_ans_already_verified(inputs)
	if (locale === "es") return es_adr_ans_already_verified(inputs)
	if (locale === "pt-BR") return pt_br2_adr_ans_already_verified(inputs)
	if (locale === "ja") return ja_adr_ans_already_verified(inputs)
	if (locale === "ko") return ko_adr_ans_already_verified(inputs)
	return en_adr_ans_already_verified(inputs)
});