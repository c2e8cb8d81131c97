/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_War_ThunderInputs */

const en_lt_games_review_war_thunder = /** @type {(inputs: Lt_Games_Review_War_ThunderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mixed: detailed vehicle combat on land, in the air and at sea`)
};

const de_lt_games_review_war_thunder = /** @type {(inputs: Lt_Games_Review_War_ThunderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgeglichen: detaillierte Fahrzeuggefechte zu Land, in der Luft und auf See`)
};

const fr_lt_games_review_war_thunder = /** @type {(inputs: Lt_Games_Review_War_ThunderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moyennes : des combats de véhicules détaillés sur terre, dans les airs et en mer`)
};

const es_lt_games_review_war_thunder = /** @type {(inputs: Lt_Games_Review_War_ThunderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Variadas: combate de vehículos detallado por tierra, mar y aire`)
};

const pt_br2_lt_games_review_war_thunder = /** @type {(inputs: Lt_Games_Review_War_ThunderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neutras: combate de veículos detalhado em terra, no ar e no mar`)
};

const ja_lt_games_review_war_thunder = /** @type {(inputs: Lt_Games_Review_War_ThunderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`賛否両論：陸・空・海での緻密な兵器戦闘`)
};

const ko_lt_games_review_war_thunder = /** @type {(inputs: Lt_Games_Review_War_ThunderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`복합적: 육해공을 아우르는 세밀한 병기 전투`)
};

/**
* | output |
* | --- |
* | "Mixed: detailed vehicle combat on land, in the air and at sea" |
*
* @param {Lt_Games_Review_War_ThunderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_war_thunder = /** @type {((inputs?: Lt_Games_Review_War_ThunderInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_War_ThunderInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_war_thunder(inputs)
	if (locale === "fr") return fr_lt_games_review_war_thunder(inputs)
	if (locale === "es") return es_lt_games_review_war_thunder(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_war_thunder(inputs)
	if (locale === "ja") return ja_lt_games_review_war_thunder(inputs)
	if (locale === "ko") return ko_lt_games_review_war_thunder(inputs)
	return en_lt_games_review_war_thunder(inputs)
});