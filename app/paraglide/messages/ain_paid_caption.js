/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Ain_Paid_CaptionInputs */

const en_ain_paid_caption = /** @type {(inputs: Ain_Paid_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Active paid listings by plan (${i?.count} public LAN centers in all)`)
};

const de_ain_paid_caption = /** @type {(inputs: Ain_Paid_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aktive bezahlte Einträge nach Tarif (${i?.count} öffentliche LAN-Center insgesamt)`)
};

const fr_ain_paid_caption = /** @type {(inputs: Ain_Paid_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fiches payantes actives par formule (${i?.count} LAN centers publics au total)`)
};

const es_ain_paid_caption = /** @type {(inputs: Ain_Paid_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anuncios de pago activos por plan (${i?.count} LAN centers públicos en total)`)
};

const pt_br2_ain_paid_caption = /** @type {(inputs: Ain_Paid_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anúncios pagos ativos por plano (${i?.count} LAN centers públicos no total)`)
};

const ja_ain_paid_caption = /** @type {(inputs: Ain_Paid_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`プラン別の有効な有料掲載（公開中の LAN センターは全部で ${i?.count} 件）`)
};

const ko_ain_paid_caption = /** @type {(inputs: Ain_Paid_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`플랜별 활성 유료 등록(공개 LAN 센터 총 ${i?.count}곳)`)
};

/**
* | output |
* | --- |
* | "Active paid listings by plan ({count} public LAN centers in all)" |
*
* @param {Ain_Paid_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ain_paid_caption = /** @type {((inputs: Ain_Paid_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ain_Paid_CaptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ain_paid_caption(inputs)
	if (locale === "fr") return fr_ain_paid_caption(inputs)
	if (locale === "es") return es_ain_paid_caption(inputs)
	if (locale === "pt-BR") return pt_br2_ain_paid_caption(inputs)
	if (locale === "ja") return ja_ain_paid_caption(inputs)
	if (locale === "ko") return ko_ain_paid_caption(inputs)
	return en_ain_paid_caption(inputs)
});