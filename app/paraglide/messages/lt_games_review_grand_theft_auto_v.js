/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Grand_Theft_Auto_VInputs */

const en_lt_games_review_grand_theft_auto_v = /** @type {(inputs: Lt_Games_Review_Grand_Theft_Auto_VInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very positive: a vast open world plus busy online sessions`)
};

const de_lt_games_review_grand_theft_auto_v = /** @type {(inputs: Lt_Games_Review_Grand_Theft_Auto_VInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehr positiv: eine riesige offene Welt und belebte Online-Sitzungen`)
};

const fr_lt_games_review_grand_theft_auto_v = /** @type {(inputs: Lt_Games_Review_Grand_Theft_Auto_VInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très positives : un immense monde ouvert et des sessions en ligne animées`)
};

const es_lt_games_review_grand_theft_auto_v = /** @type {(inputs: Lt_Games_Review_Grand_Theft_Auto_VInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy positivas: un enorme mundo abierto y sesiones en línea animadas`)
};

const pt_br2_lt_games_review_grand_theft_auto_v = /** @type {(inputs: Lt_Games_Review_Grand_Theft_Auto_VInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito positivas: um mundo aberto enorme e sessões online agitadas`)
};

const ja_lt_games_review_grand_theft_auto_v = /** @type {(inputs: Lt_Games_Review_Grand_Theft_Auto_VInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非常に好評：広大なオープンワールドとにぎやかなオンラインセッション`)
};

const ko_lt_games_review_grand_theft_auto_v = /** @type {(inputs: Lt_Games_Review_Grand_Theft_Auto_VInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매우 긍정적: 광활한 오픈 월드와 활기찬 온라인 세션`)
};

/**
* | output |
* | --- |
* | "Very positive: a vast open world plus busy online sessions" |
*
* @param {Lt_Games_Review_Grand_Theft_Auto_VInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_grand_theft_auto_v = /** @type {((inputs?: Lt_Games_Review_Grand_Theft_Auto_VInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Grand_Theft_Auto_VInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_grand_theft_auto_v(inputs)
	if (locale === "fr") return fr_lt_games_review_grand_theft_auto_v(inputs)
	if (locale === "es") return es_lt_games_review_grand_theft_auto_v(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_grand_theft_auto_v(inputs)
	if (locale === "ja") return ja_lt_games_review_grand_theft_auto_v(inputs)
	if (locale === "ko") return ko_lt_games_review_grand_theft_auto_v(inputs)
	return en_lt_games_review_grand_theft_auto_v(inputs)
});