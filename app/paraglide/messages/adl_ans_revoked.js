/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Adl_Ans_RevokedInputs */

const en_adl_ans_revoked = /** @type {(inputs: Adl_Ans_RevokedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}'s complimentary listing was revoked.`)
};

const de_adl_ans_revoked = /** @type {(inputs: Adl_Ans_RevokedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der kostenlose Eintrag von ${i?.name} wurde entzogen.`)
};

const fr_adl_ans_revoked = /** @type {(inputs: Adl_Ans_RevokedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le référencement offert de ${i?.name} a été retiré.`)
};

const es_adl_ans_revoked = /** @type {(inputs: Adl_Ans_RevokedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se retiró el anuncio gratuito de ${i?.name}.`)
};

const pt_br2_adl_ans_revoked = /** @type {(inputs: Adl_Ans_RevokedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A listagem cortesia de ${i?.name} foi revogada.`)
};

const ja_adl_ans_revoked = /** @type {(inputs: Adl_Ans_RevokedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} の無償掲載を取り消しました。`)
};

const ko_adl_ans_revoked = /** @type {(inputs: Adl_Ans_RevokedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}의 무료 등재를 취소했습니다.`)
};

/**
* | output |
* | --- |
* | "{name}'s complimentary listing was revoked." |
*
* @param {Adl_Ans_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_ans_revoked = /** @type {((inputs: Adl_Ans_RevokedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adl_Ans_RevokedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adl_ans_revoked(inputs)
	if (locale === "fr") return fr_adl_ans_revoked(inputs)
	if (locale === "es") return es_adl_ans_revoked(inputs)
	if (locale === "pt-BR") return pt_br2_adl_ans_revoked(inputs)
	if (locale === "ja") return ja_adl_ans_revoked(inputs)
	if (locale === "ko") return ko_adl_ans_revoked(inputs)
	return en_adl_ans_revoked(inputs)
});