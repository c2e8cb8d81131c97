/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Err_Own_CenterInputs */

const en_arv_err_own_center = /** @type {(inputs: Arv_Err_Own_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can't moderate reviews of your own LAN center. You can reply or report.`)
};

const de_arv_err_own_center = /** @type {(inputs: Arv_Err_Own_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen deines eigenen LAN-Centers kannst du nicht moderieren. Du kannst antworten oder sie melden.`)
};

const fr_arv_err_own_center = /** @type {(inputs: Arv_Err_Own_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez pas modérer les avis de votre propre LAN center. Vous pouvez répondre ou signaler.`)
};

const es_arv_err_own_center = /** @type {(inputs: Arv_Err_Own_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No puedes moderar reseñas de tu propio LAN center. Puedes responder o denunciar.`)
};

const pt_br2_arv_err_own_center = /** @type {(inputs: Arv_Err_Own_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você não pode moderar avaliações do seu próprio LAN center. Você pode responder ou denunciar.`)
};

const ja_arv_err_own_center = /** @type {(inputs: Arv_Err_Own_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`自分の LAN センターのレビューはモデレートできません。返信または報告はできます。`)
};

const ko_arv_err_own_center = /** @type {(inputs: Arv_Err_Own_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`자신의 LAN 센터 리뷰는 검토할 수 없습니다. 답글을 달거나 신고할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "You can't moderate reviews of your own LAN center. You can reply or report." |
*
* @param {Arv_Err_Own_CenterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_err_own_center = /** @type {((inputs?: Arv_Err_Own_CenterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Err_Own_CenterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_err_own_center(inputs)
	if (locale === "fr") return fr_arv_err_own_center(inputs)
	if (locale === "es") return es_arv_err_own_center(inputs)
	if (locale === "pt-BR") return pt_br2_arv_err_own_center(inputs)
	if (locale === "ja") return ja_arv_err_own_center(inputs)
	if (locale === "ko") return ko_arv_err_own_center(inputs)
	return en_arv_err_own_center(inputs)
});