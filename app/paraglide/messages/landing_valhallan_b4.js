/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Valhallan_B4Inputs */

const en_landing_valhallan_b4 = /** @type {(inputs: Landing_Valhallan_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showcase events with game studios`)
};

const de_landing_valhallan_b4 = /** @type {(inputs: Landing_Valhallan_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showcase-Events mit Spielestudios`)
};

const fr_landing_valhallan_b4 = /** @type {(inputs: Landing_Valhallan_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des showcases avec des studios de jeux`)
};

const es_landing_valhallan_b4 = /** @type {(inputs: Landing_Valhallan_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos showcase con estudios de videojuegos`)
};

const pt_br2_landing_valhallan_b4 = /** @type {(inputs: Landing_Valhallan_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos showcase com estúdios de games`)
};

const ja_landing_valhallan_b4 = /** @type {(inputs: Landing_Valhallan_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲームスタジオとのショーケースイベント`)
};

const ko_landing_valhallan_b4 = /** @type {(inputs: Landing_Valhallan_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게임 스튜디오와의 쇼케이스 이벤트`)
};

/**
* | output |
* | --- |
* | "Showcase events with game studios" |
*
* @param {Landing_Valhallan_B4Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_valhallan_b4 = /** @type {((inputs?: Landing_Valhallan_B4Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Valhallan_B4Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_valhallan_b4(inputs)
	if (locale === "fr") return fr_landing_valhallan_b4(inputs)
	if (locale === "es") return es_landing_valhallan_b4(inputs)
	if (locale === "pt-BR") return pt_br2_landing_valhallan_b4(inputs)
	if (locale === "ja") return ja_landing_valhallan_b4(inputs)
	if (locale === "ko") return ko_landing_valhallan_b4(inputs)
	return en_landing_valhallan_b4(inputs)
});