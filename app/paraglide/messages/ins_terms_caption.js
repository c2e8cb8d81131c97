/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Ins_Terms_CaptionInputs */

const en_ins_terms_caption = /** @type {(inputs: Ins_Terms_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Search terms that showed this listing, last ${i?.days} days`)
};

const de_ins_terms_caption = /** @type {(inputs: Ins_Terms_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suchbegriffe, die diesen Eintrag gezeigt haben, letzte ${i?.days} Tage`)
};

const fr_ins_terms_caption = /** @type {(inputs: Ins_Terms_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Termes de recherche ayant affiché cette fiche, ${i?.days} derniers jours`)
};

const es_ins_terms_caption = /** @type {(inputs: Ins_Terms_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Términos de búsqueda que mostraron este anuncio, últimos ${i?.days} días`)
};

const pt_br2_ins_terms_caption = /** @type {(inputs: Ins_Terms_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Termos de busca que mostraram este anúncio, últimos ${i?.days} dias`)
};

const ja_ins_terms_caption = /** @type {(inputs: Ins_Terms_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`この掲載が表示された検索語句（過去${i?.days}日間）`)
};

const ko_ins_terms_caption = /** @type {(inputs: Ins_Terms_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`이 등록 정보가 표시된 검색어, 최근 ${i?.days}일`)
};

/**
* | output |
* | --- |
* | "Search terms that showed this listing, last {days} days" |
*
* @param {Ins_Terms_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_terms_caption = /** @type {((inputs: Ins_Terms_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Terms_CaptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_terms_caption(inputs)
	if (locale === "fr") return fr_ins_terms_caption(inputs)
	if (locale === "es") return es_ins_terms_caption(inputs)
	if (locale === "pt-BR") return pt_br2_ins_terms_caption(inputs)
	if (locale === "ja") return ja_ins_terms_caption(inputs)
	if (locale === "ko") return ko_ins_terms_caption(inputs)
	return en_ins_terms_caption(inputs)
});