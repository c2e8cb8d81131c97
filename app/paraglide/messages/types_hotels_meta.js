/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Hotels_MetaInputs */

const en_types_hotels_meta = /** @type {(inputs: Types_Hotels_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaming for hotels: Connect, Premium and Game Arena tiers, a licensed PC game library and partnerships with hardware vendors.`)
};

const de_types_hotels_meta = /** @type {(inputs: Types_Hotels_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaming für Hotels: die Stufen Connect, Premium und Game Arena, eine lizenzierte PC-Spielebibliothek und Partnerschaften mit Hardware-Herstellern.`)
};

const fr_types_hotels_meta = /** @type {(inputs: Types_Hotels_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le jeu pour les hôtels : les niveaux Connect, Premium et Game Arena, une ludothèque PC sous licence et des partenariats avec des fabricants de matériel.`)
};

const es_types_hotels_meta = /** @type {(inputs: Types_Hotels_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaming para hoteles: niveles Connect, Premium y Game Arena, una biblioteca de juegos de PC con licencia y alianzas con fabricantes de hardware.`)
};

const pt_br2_types_hotels_meta = /** @type {(inputs: Types_Hotels_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Games para hotéis: níveis Connect, Premium e Game Arena, uma biblioteca de jogos de PC licenciada e parcerias com fabricantes de hardware.`)
};

const ja_types_hotels_meta = /** @type {(inputs: Types_Hotels_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ホテル向けゲーミング：Connect、Premium、Game Arenaの3つのプラン、ライセンス済みPCゲームライブラリ、ハードウェアメーカーとの提携。`)
};

const ko_types_hotels_meta = /** @type {(inputs: Types_Hotels_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`호텔을 위한 게이밍: Connect, Premium, Game Arena 단계, 라이선스 PC 게임 라이브러리, 하드웨어 업체와의 제휴.`)
};

/**
* | output |
* | --- |
* | "Gaming for hotels: Connect, Premium and Game Arena tiers, a licensed PC game library and partnerships with hardware vendors." |
*
* @param {Types_Hotels_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_hotels_meta = /** @type {((inputs?: Types_Hotels_MetaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Hotels_MetaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_hotels_meta(inputs)
	if (locale === "fr") return fr_types_hotels_meta(inputs)
	if (locale === "es") return es_types_hotels_meta(inputs)
	if (locale === "pt-BR") return pt_br2_types_hotels_meta(inputs)
	if (locale === "ja") return ja_types_hotels_meta(inputs)
	if (locale === "ko") return ko_types_hotels_meta(inputs)
	return en_types_hotels_meta(inputs)
});