/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Apex_LegendsInputs */

const en_lt_games_review_apex_legends = /** @type {(inputs: Lt_Games_Review_Apex_LegendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mixed: fast squad battle royale with fluid movement`)
};

const de_lt_games_review_apex_legends = /** @type {(inputs: Lt_Games_Review_Apex_LegendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgeglichen: schnelles Squad-Battle-Royale mit flüssiger Bewegung`)
};

const fr_lt_games_review_apex_legends = /** @type {(inputs: Lt_Games_Review_Apex_LegendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moyennes : un battle royale en escouade rapide aux déplacements fluides`)
};

const es_lt_games_review_apex_legends = /** @type {(inputs: Lt_Games_Review_Apex_LegendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Variadas: battle royale por escuadras rápido y con movimiento fluido`)
};

const pt_br2_lt_games_review_apex_legends = /** @type {(inputs: Lt_Games_Review_Apex_LegendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neutras: battle royale de esquadrão rápido com movimentação fluida`)
};

const ja_lt_games_review_apex_legends = /** @type {(inputs: Lt_Games_Review_Apex_LegendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`賛否両論：流れるような動きのスピーディーな部隊制バトルロイヤル`)
};

const ko_lt_games_review_apex_legends = /** @type {(inputs: Lt_Games_Review_Apex_LegendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`복합적: 유연한 움직임의 빠른 분대 배틀로얄`)
};

/**
* | output |
* | --- |
* | "Mixed: fast squad battle royale with fluid movement" |
*
* @param {Lt_Games_Review_Apex_LegendsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_apex_legends = /** @type {((inputs?: Lt_Games_Review_Apex_LegendsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Apex_LegendsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_apex_legends(inputs)
	if (locale === "fr") return fr_lt_games_review_apex_legends(inputs)
	if (locale === "es") return es_lt_games_review_apex_legends(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_apex_legends(inputs)
	if (locale === "ja") return ja_lt_games_review_apex_legends(inputs)
	if (locale === "ko") return ko_lt_games_review_apex_legends(inputs)
	return en_lt_games_review_apex_legends(inputs)
});