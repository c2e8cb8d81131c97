/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_Who_1Inputs */

const en_pub_rg_who_1 = /** @type {(inputs: Pub_Rg_Who_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone with an account and a verified e-mail address can review a LAN center they have visited: one review per account and center.`)
};

const de_pub_rg_who_1 = /** @type {(inputs: Pub_Rg_Who_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Person mit einem Konto und einer bestätigten E-Mail-Adresse kann ein LAN-Center bewerten, das sie besucht hat: eine Bewertung pro Konto und Center.`)
};

const fr_pub_rg_who_1 = /** @type {(inputs: Pub_Rg_Who_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toute personne ayant un compte et une adresse e-mail vérifiée peut évaluer un LAN center qu'elle a visité : un avis par compte et par centre.`)
};

const es_pub_rg_who_1 = /** @type {(inputs: Pub_Rg_Who_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier persona con una cuenta y un correo electrónico verificado puede reseñar un LAN center que haya visitado: una reseña por cuenta y centro.`)
};

const pt_br2_pub_rg_who_1 = /** @type {(inputs: Pub_Rg_Who_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualquer pessoa com uma conta e um e-mail verificado pode avaliar um LAN center que visitou: uma avaliação por conta e por centro.`)
};

const ja_pub_rg_who_1 = /** @type {(inputs: Pub_Rg_Who_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントと確認済みのメールアドレスがあれば、訪れた LAN センターをレビューできます。レビューは 1 アカウントにつき 1 センター 1 件です。`)
};

const ko_pub_rg_who_1 = /** @type {(inputs: Pub_Rg_Who_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정과 인증된 이메일 주소가 있으면 방문한 LAN 센터를 리뷰할 수 있습니다. 리뷰는 계정당 센터별로 하나입니다.`)
};

/**
* | output |
* | --- |
* | "Anyone with an account and a verified e-mail address can review a LAN center they have visited: one review per account and center." |
*
* @param {Pub_Rg_Who_1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_who_1 = /** @type {((inputs?: Pub_Rg_Who_1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_Who_1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_who_1(inputs)
	if (locale === "fr") return fr_pub_rg_who_1(inputs)
	if (locale === "es") return es_pub_rg_who_1(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_who_1(inputs)
	if (locale === "ja") return ja_pub_rg_who_1(inputs)
	if (locale === "ko") return ko_pub_rg_who_1(inputs)
	return en_pub_rg_who_1(inputs)
});