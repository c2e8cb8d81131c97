/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_Reports_3Inputs */

const en_pub_rg_reports_3 = /** @type {(inputs: Pub_Rg_Reports_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Venue owners can't hide reviews of their own venue, even when they pay for a listing. They can reply or report, like everyone.`)
};

const de_pub_rg_reports_3 = /** @type {(inputs: Pub_Rg_Reports_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhaber können Bewertungen ihrer eigenen Location nicht ausblenden, auch nicht mit einem bezahlten Eintrag. Sie können wie alle antworten oder melden.`)
};

const fr_pub_rg_reports_3 = /** @type {(inputs: Pub_Rg_Reports_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les propriétaires ne peuvent pas masquer les avis sur leur propre lieu, même s'ils paient une fiche. Comme tout le monde, ils peuvent répondre ou signaler.`)
};

const es_pub_rg_reports_3 = /** @type {(inputs: Pub_Rg_Reports_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los dueños no pueden ocultar reseñas de su propio local, aunque paguen un anuncio. Como todos, pueden responder o denunciar.`)
};

const pt_br2_pub_rg_reports_3 = /** @type {(inputs: Pub_Rg_Reports_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donos de espaços não podem ocultar avaliações do próprio espaço, mesmo pagando por um anúncio. Como todos, podem responder ou denunciar.`)
};

const ja_pub_rg_reports_3 = /** @type {(inputs: Pub_Rg_Reports_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`店舗のオーナーは、有料掲載をしていても自分の店舗のレビューを非表示にできません。ほかの人と同じく、返信や報告はできます。`)
};

const ko_pub_rg_reports_3 = /** @type {(inputs: Pub_Rg_Reports_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매장 소유자는 유료 등록을 했더라도 자신의 매장 리뷰를 숨길 수 없습니다. 다른 사람과 마찬가지로 답글을 달거나 신고할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "Venue owners can't hide reviews of their own venue, even when they pay for a listing. They can reply or report, like everyone." |
*
* @param {Pub_Rg_Reports_3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_reports_3 = /** @type {((inputs?: Pub_Rg_Reports_3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_Reports_3Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_reports_3(inputs)
	if (locale === "fr") return fr_pub_rg_reports_3(inputs)
	if (locale === "es") return es_pub_rg_reports_3(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_reports_3(inputs)
	if (locale === "ja") return ja_pub_rg_reports_3(inputs)
	if (locale === "ko") return ko_pub_rg_reports_3(inputs)
	return en_pub_rg_reports_3(inputs)
});