/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Ain_Totals_CaptionInputs */

const en_ain_totals_caption = /** @type {(inputs: Ain_Totals_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All listings, last ${i?.days} days`)
};

const de_ain_totals_caption = /** @type {(inputs: Ain_Totals_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alle Einträge, letzte ${i?.days} Tage`)
};

const fr_ain_totals_caption = /** @type {(inputs: Ain_Totals_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Toutes les fiches, ${i?.days} derniers jours`)
};

const es_ain_totals_caption = /** @type {(inputs: Ain_Totals_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todos los anuncios, últimos ${i?.days} días`)
};

const pt_br2_ain_totals_caption = /** @type {(inputs: Ain_Totals_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todos os anúncios, últimos ${i?.days} dias`)
};

const ja_ain_totals_caption = /** @type {(inputs: Ain_Totals_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`すべての掲載、過去 ${i?.days} 日間`)
};

const ko_ain_totals_caption = /** @type {(inputs: Ain_Totals_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`모든 등록 정보, 최근 ${i?.days}일`)
};

/**
* | output |
* | --- |
* | "All listings, last {days} days" |
*
* @param {Ain_Totals_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ain_totals_caption = /** @type {((inputs: Ain_Totals_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ain_Totals_CaptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ain_totals_caption(inputs)
	if (locale === "fr") return fr_ain_totals_caption(inputs)
	if (locale === "es") return es_ain_totals_caption(inputs)
	if (locale === "pt-BR") return pt_br2_ain_totals_caption(inputs)
	if (locale === "ja") return ja_ain_totals_caption(inputs)
	if (locale === "ko") return ko_ain_totals_caption(inputs)
	return en_ain_totals_caption(inputs)
});