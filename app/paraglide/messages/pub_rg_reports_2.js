/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_Reports_2Inputs */

const en_pub_rg_reports_2 = /** @type {(inputs: Pub_Rg_Reports_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A moderator can publish a held review, hide a review (the author is e-mailed the reason) or restore it. Each decision is recorded with who made it and when.`)
};

const de_pub_rg_reports_2 = /** @type {(inputs: Pub_Rg_Reports_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Moderator kann eine zurückgehaltene Bewertung veröffentlichen, eine Bewertung ausblenden (die verfassende Person erhält den Grund per E-Mail) oder sie wiederherstellen. Jede Entscheidung wird mit Person und Zeitpunkt festgehalten.`)
};

const fr_pub_rg_reports_2 = /** @type {(inputs: Pub_Rg_Reports_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un modérateur peut publier un avis en attente, masquer un avis (l'auteur reçoit le motif par e-mail) ou le rétablir. Chaque décision est enregistrée avec son auteur et sa date.`)
};

const es_pub_rg_reports_2 = /** @type {(inputs: Pub_Rg_Reports_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un moderador puede publicar una reseña retenida, ocultar una reseña (el autor recibe el motivo por correo) o restaurarla. Cada decisión queda registrada con quién la tomó y cuándo.`)
};

const pt_br2_pub_rg_reports_2 = /** @type {(inputs: Pub_Rg_Reports_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um moderador pode publicar uma avaliação retida, ocultar uma avaliação (o autor recebe o motivo por e-mail) ou restaurá-la. Cada decisão é registrada com quem a tomou e quando.`)
};

const ja_pub_rg_reports_2 = /** @type {(inputs: Pub_Rg_Reports_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`モデレーターは保留中のレビューの公開、レビューの非表示（投稿者には理由をメールで通知）、再表示ができます。各判断は、誰がいつ行ったかとともに記録されます。`)
};

const ko_pub_rg_reports_2 = /** @type {(inputs: Pub_Rg_Reports_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`운영자는 보류된 리뷰를 게시하거나, 리뷰를 숨기거나(작성자에게 사유를 이메일로 알림), 다시 표시할 수 있습니다. 모든 결정은 누가 언제 했는지와 함께 기록됩니다.`)
};

/**
* | output |
* | --- |
* | "A moderator can publish a held review, hide a review (the author is e-mailed the reason) or restore it. Each decision is recorded with who made it and when." |
*
* @param {Pub_Rg_Reports_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_reports_2 = /** @type {((inputs?: Pub_Rg_Reports_2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_Reports_2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_reports_2(inputs)
	if (locale === "fr") return fr_pub_rg_reports_2(inputs)
	if (locale === "es") return es_pub_rg_reports_2(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_reports_2(inputs)
	if (locale === "ja") return ja_pub_rg_reports_2(inputs)
	if (locale === "ko") return ko_pub_rg_reports_2(inputs)
	return en_pub_rg_reports_2(inputs)
});