/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Owner_Cannot_ReviewInputs */

const en_center_owner_cannot_review = /** @type {(inputs: Center_Owner_Cannot_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You own this LAN center, so you can't review it. You can reply to its reviews.`)
};

const de_center_owner_cannot_review = /** @type {(inputs: Center_Owner_Cannot_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dir gehört dieses LAN-Center, daher kannst du es nicht bewerten. Du kannst aber auf seine Bewertungen antworten.`)
};

const fr_center_owner_cannot_review = /** @type {(inputs: Center_Owner_Cannot_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce centre LAN vous appartient, vous ne pouvez donc pas le noter. Vous pouvez répondre à ses avis.`)
};

const es_center_owner_cannot_review = /** @type {(inputs: Center_Owner_Cannot_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este centro LAN es tuyo, así que no puedes reseñarlo. Puedes responder a sus reseñas.`)
};

const pt_br2_center_owner_cannot_review = /** @type {(inputs: Center_Owner_Cannot_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este centro de LAN é seu, então você não pode avaliá-lo. Você pode responder às avaliações.`)
};

const ja_center_owner_cannot_review = /** @type {(inputs: Center_Owner_Cannot_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このLANセンターのオーナーのため、レビューは書けません。レビューへの返信はできます。`)
};

const ko_center_owner_cannot_review = /** @type {(inputs: Center_Owner_Cannot_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 LAN 센터의 운영자이므로 리뷰를 쓸 수 없습니다. 리뷰에 답글은 달 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "You own this LAN center, so you can't review it. You can reply to its reviews." |
*
* @param {Center_Owner_Cannot_ReviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_owner_cannot_review = /** @type {((inputs?: Center_Owner_Cannot_ReviewInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Owner_Cannot_ReviewInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_owner_cannot_review(inputs)
	if (locale === "fr") return fr_center_owner_cannot_review(inputs)
	if (locale === "es") return es_center_owner_cannot_review(inputs)
	if (locale === "pt-BR") return pt_br2_center_owner_cannot_review(inputs)
	if (locale === "ja") return ja_center_owner_cannot_review(inputs)
	if (locale === "ko") return ko_center_owner_cannot_review(inputs)
	return en_center_owner_cannot_review(inputs)
});