/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ held: NonNullable<unknown>, reported: NonNullable<unknown>, link: NonNullable<unknown> }} Arv_IntroInputs */

const en_arv_intro = /** @type {(inputs: Arv_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.held} held and ${i?.reported} reported reviews are waiting. Decisions follow the ${i?.link}; the author is e-mailed the reason for a hide.`)
};

const de_arv_intro = /** @type {(inputs: Arv_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.held} zurückgehaltene und ${i?.reported} gemeldete Bewertungen warten. Entscheidungen folgen den ${i?.link}; beim Ausblenden erhält die verfassende Person den Grund per E-Mail.`)
};

const fr_arv_intro = /** @type {(inputs: Arv_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.held} avis retenus et ${i?.reported} avis signalés sont en attente. Les décisions suivent les ${i?.link} ; l'auteur reçoit par e-mail la raison d'un masquage.`)
};

const es_arv_intro = /** @type {(inputs: Arv_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.held} reseñas retenidas y ${i?.reported} reseñas denunciadas están en espera. Las decisiones siguen las ${i?.link}; al ocultar una reseña, su autor recibe el motivo por correo electrónico.`)
};

const pt_br2_arv_intro = /** @type {(inputs: Arv_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.held} avaliações retidas e ${i?.reported} avaliações denunciadas estão aguardando. As decisões seguem as ${i?.link}; ao ocultar uma avaliação, o autor recebe o motivo por e-mail.`)
};

const ja_arv_intro = /** @type {(inputs: Arv_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`保留中のレビューが ${i?.held} 件、報告されたレビューが ${i?.reported} 件あります。判断は${i?.link}に従います。非表示にした場合、投稿者に理由がメールで届きます。`)
};

const ko_arv_intro = /** @type {(inputs: Arv_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`보류된 리뷰 ${i?.held}개와 신고된 리뷰 ${i?.reported}개가 대기 중입니다. 결정은 ${i?.link}을 따르며, 숨김 처리 시 작성자에게 이유가 이메일로 전송됩니다.`)
};

/**
* | output |
* | --- |
* | "{held} held and {reported} reported reviews are waiting. Decisions follow the {link}; the author is e-mailed the reason for a hide." |
*
* @param {Arv_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_intro = /** @type {((inputs: Arv_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_intro(inputs)
	if (locale === "fr") return fr_arv_intro(inputs)
	if (locale === "es") return es_arv_intro(inputs)
	if (locale === "pt-BR") return pt_br2_arv_intro(inputs)
	if (locale === "ja") return ja_arv_intro(inputs)
	if (locale === "ko") return ko_arv_intro(inputs)
	return en_arv_intro(inputs)
});