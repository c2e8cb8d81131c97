/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, days: NonNullable<unknown> }} Ain_Ranked_CaptionInputs */

const en_ain_ranked_caption = /** @type {(inputs: Ain_Ranked_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: public LAN centers, last ${i?.days} days`)
};

const de_ain_ranked_caption = /** @type {(inputs: Ain_Ranked_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: öffentliche LAN-Center, letzte ${i?.days} Tage`)
};

const fr_ain_ranked_caption = /** @type {(inputs: Ain_Ranked_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} : LAN centers publics, ${i?.days} derniers jours`)
};

const es_ain_ranked_caption = /** @type {(inputs: Ain_Ranked_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: LAN centers públicos, últimos ${i?.days} días`)
};

const pt_br2_ain_ranked_caption = /** @type {(inputs: Ain_Ranked_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: LAN centers públicos, últimos ${i?.days} dias`)
};

const ja_ain_ranked_caption = /** @type {(inputs: Ain_Ranked_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: 公開中の LAN センター、過去 ${i?.days} 日間`)
};

const ko_ain_ranked_caption = /** @type {(inputs: Ain_Ranked_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: 공개 LAN 센터, 최근 ${i?.days}일`)
};

/**
* | output |
* | --- |
* | "{title}: public LAN centers, last {days} days" |
*
* @param {Ain_Ranked_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ain_ranked_caption = /** @type {((inputs: Ain_Ranked_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ain_Ranked_CaptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ain_ranked_caption(inputs)
	if (locale === "fr") return fr_ain_ranked_caption(inputs)
	if (locale === "es") return es_ain_ranked_caption(inputs)
	if (locale === "pt-BR") return pt_br2_ain_ranked_caption(inputs)
	if (locale === "ja") return ja_ain_ranked_caption(inputs)
	if (locale === "ko") return ko_ain_ranked_caption(inputs)
	return en_ain_ranked_caption(inputs)
});