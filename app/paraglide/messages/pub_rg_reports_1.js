/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_Reports_1Inputs */

const en_pub_rg_reports_1 = /** @type {(inputs: Pub_Rg_Reports_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone signed in can report a review with a reason. A moderator reads every report and every held review.`)
};

const de_pub_rg_reports_1 = /** @type {(inputs: Pub_Rg_Reports_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Angemeldeten können eine Bewertung mit Begründung melden. Ein Moderator liest jede Meldung und jede zurückgehaltene Bewertung.`)
};

const fr_pub_rg_reports_1 = /** @type {(inputs: Pub_Rg_Reports_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toute personne connectée peut signaler un avis en indiquant un motif. Un modérateur lit chaque signalement et chaque avis en attente.`)
};

const es_pub_rg_reports_1 = /** @type {(inputs: Pub_Rg_Reports_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier persona con sesión iniciada puede denunciar una reseña indicando un motivo. Un moderador lee cada denuncia y cada reseña retenida.`)
};

const pt_br2_pub_rg_reports_1 = /** @type {(inputs: Pub_Rg_Reports_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualquer pessoa conectada pode denunciar uma avaliação informando um motivo. Um moderador lê cada denúncia e cada avaliação retida.`)
};

const ja_pub_rg_reports_1 = /** @type {(inputs: Pub_Rg_Reports_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ログインしていれば誰でも理由を添えてレビューを報告できます。すべての報告と保留中のレビューはモデレーターが確認します。`)
};

const ko_pub_rg_reports_1 = /** @type {(inputs: Pub_Rg_Reports_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로그인한 사람은 누구나 사유를 적어 리뷰를 신고할 수 있습니다. 운영자가 모든 신고와 보류된 리뷰를 확인합니다.`)
};

/**
* | output |
* | --- |
* | "Anyone signed in can report a review with a reason. A moderator reads every report and every held review." |
*
* @param {Pub_Rg_Reports_1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_reports_1 = /** @type {((inputs?: Pub_Rg_Reports_1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_Reports_1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_reports_1(inputs)
	if (locale === "fr") return fr_pub_rg_reports_1(inputs)
	if (locale === "es") return es_pub_rg_reports_1(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_reports_1(inputs)
	if (locale === "ja") return ja_pub_rg_reports_1(inputs)
	if (locale === "ko") return ko_pub_rg_reports_1(inputs)
	return en_pub_rg_reports_1(inputs)
});