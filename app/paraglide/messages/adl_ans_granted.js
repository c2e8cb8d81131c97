/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Adl_Ans_GrantedInputs */

const en_adl_ans_granted = /** @type {(inputs: Adl_Ans_GrantedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} now has a complimentary listing.`)
};

const de_adl_ans_granted = /** @type {(inputs: Adl_Ans_GrantedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat jetzt einen kostenlosen Eintrag.`)
};

const fr_adl_ans_granted = /** @type {(inputs: Adl_Ans_GrantedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} bénéficie désormais d’un référencement offert.`)
};

const es_adl_ans_granted = /** @type {(inputs: Adl_Ans_GrantedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} tiene ahora un anuncio gratuito.`)
};

const pt_br2_adl_ans_granted = /** @type {(inputs: Adl_Ans_GrantedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} agora tem uma listagem cortesia.`)
};

const ja_adl_ans_granted = /** @type {(inputs: Adl_Ans_GrantedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} に無償掲載を付与しました。`)
};

const ko_adl_ans_granted = /** @type {(inputs: Adl_Ans_GrantedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}에 무료 등재를 부여했습니다.`)
};

/**
* | output |
* | --- |
* | "{name} now has a complimentary listing." |
*
* @param {Adl_Ans_GrantedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_ans_granted = /** @type {((inputs: Adl_Ans_GrantedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adl_Ans_GrantedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adl_ans_granted(inputs)
	if (locale === "fr") return fr_adl_ans_granted(inputs)
	if (locale === "es") return es_adl_ans_granted(inputs)
	if (locale === "pt-BR") return pt_br2_adl_ans_granted(inputs)
	if (locale === "ja") return ja_adl_ans_granted(inputs)
	if (locale === "ko") return ko_adl_ans_granted(inputs)
	return en_adl_ans_granted(inputs)
});