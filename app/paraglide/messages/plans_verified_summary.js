/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Verified_SummaryInputs */

const en_plans_verified_summary = /** @type {(inputs: Plans_Verified_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Put your center on the map as a verified venue that gamers can trust.`)
};

const de_plans_verified_summary = /** @type {(inputs: Plans_Verified_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bringen Sie Ihr Center als verifizierte Location auf die Karte, der Gamer vertrauen können.`)
};

const fr_plans_verified_summary = /** @type {(inputs: Plans_Verified_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placez votre centre sur la carte comme lieu vérifié en qui les joueurs peuvent avoir confiance.`)
};

const es_plans_verified_summary = /** @type {(inputs: Plans_Verified_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pon tu centro en el mapa como un local verificado en el que los jugadores pueden confiar.`)
};

const pt_br2_plans_verified_summary = /** @type {(inputs: Plans_Verified_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coloque seu centro no mapa como um espaço verificado em que os gamers podem confiar.`)
};

const ja_plans_verified_summary = /** @type {(inputs: Plans_Verified_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲーマーが信頼できる認証済み施設として、センターを地図に掲載します。`)
};

const ko_plans_verified_summary = /** @type {(inputs: Plans_Verified_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게이머가 믿을 수 있는 인증 매장으로 센터를 지도에 올리세요.`)
};

/**
* | output |
* | --- |
* | "Put your center on the map as a verified venue that gamers can trust." |
*
* @param {Plans_Verified_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const plans_verified_summary = /** @type {((inputs?: Plans_Verified_SummaryInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Verified_SummaryInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_plans_verified_summary(inputs)
	if (locale === "fr") return fr_plans_verified_summary(inputs)
	if (locale === "es") return es_plans_verified_summary(inputs)
	if (locale === "pt-BR") return pt_br2_plans_verified_summary(inputs)
	if (locale === "ja") return ja_plans_verified_summary(inputs)
	if (locale === "ko") return ko_plans_verified_summary(inputs)
	return en_plans_verified_summary(inputs)
});