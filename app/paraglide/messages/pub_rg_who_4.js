/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_Who_4Inputs */

const en_pub_rg_who_4 = /** @type {(inputs: Pub_Rg_Who_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To keep reviews honest, one account can post at most 5 reviews a day.`)
};

const de_pub_rg_who_4 = /** @type {(inputs: Pub_Rg_Who_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Damit Bewertungen ehrlich bleiben, kann ein Konto höchstens 5 Bewertungen pro Tag veröffentlichen.`)
};

const fr_pub_rg_who_4 = /** @type {(inputs: Pub_Rg_Who_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour que les avis restent honnêtes, un compte peut publier au maximum 5 avis par jour.`)
};

const es_pub_rg_who_4 = /** @type {(inputs: Pub_Rg_Who_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para que las reseñas sean honestas, una cuenta puede publicar como máximo 5 reseñas al día.`)
};

const pt_br2_pub_rg_who_4 = /** @type {(inputs: Pub_Rg_Who_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para manter as avaliações honestas, uma conta pode publicar no máximo 5 avaliações por dia.`)
};

const ja_pub_rg_who_4 = /** @type {(inputs: Pub_Rg_Who_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューの信頼性を保つため、1 つのアカウントが投稿できるレビューは 1 日 5 件までです。`)
};

const ko_pub_rg_who_4 = /** @type {(inputs: Pub_Rg_Who_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰의 정직성을 지키기 위해 한 계정은 하루에 최대 5개의 리뷰만 게시할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "To keep reviews honest, one account can post at most 5 reviews a day." |
*
* @param {Pub_Rg_Who_4Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_who_4 = /** @type {((inputs?: Pub_Rg_Who_4Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_Who_4Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_who_4(inputs)
	if (locale === "fr") return fr_pub_rg_who_4(inputs)
	if (locale === "es") return es_pub_rg_who_4(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_who_4(inputs)
	if (locale === "ja") return ja_pub_rg_who_4(inputs)
	if (locale === "ko") return ko_pub_rg_who_4(inputs)
	return en_pub_rg_who_4(inputs)
});