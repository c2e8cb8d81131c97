/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Gamearenas_HeroInputs */

const en_types_gamearenas_hero = /** @type {(inputs: Types_Gamearenas_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Power Your Game Arena With a Licensed Library`)
};

const de_types_gamearenas_hero = /** @type {(inputs: Types_Gamearenas_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mehr Power für Ihre Gaming-Arena mit einer lizenzierten Bibliothek`)
};

const fr_types_gamearenas_hero = /** @type {(inputs: Types_Gamearenas_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boostez votre arène avec une ludothèque sous licence`)
};

const es_types_gamearenas_hero = /** @type {(inputs: Types_Gamearenas_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impulsa tu arena con una biblioteca con licencia`)
};

const pt_br2_types_gamearenas_hero = /** @type {(inputs: Types_Gamearenas_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turbine sua arena com uma biblioteca licenciada`)
};

const ja_types_gamearenas_hero = /** @type {(inputs: Types_Gamearenas_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ライセンス済みライブラリでゲームアリーナを強化`)
};

const ko_types_gamearenas_hero = /** @type {(inputs: Types_Gamearenas_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`라이선스 라이브러리로 게임 아레나에 힘을`)
};

/**
* | output |
* | --- |
* | "Power Your Game Arena With a Licensed Library" |
*
* @param {Types_Gamearenas_HeroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_gamearenas_hero = /** @type {((inputs?: Types_Gamearenas_HeroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Gamearenas_HeroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_gamearenas_hero(inputs)
	if (locale === "fr") return fr_types_gamearenas_hero(inputs)
	if (locale === "es") return es_types_gamearenas_hero(inputs)
	if (locale === "pt-BR") return pt_br2_types_gamearenas_hero(inputs)
	if (locale === "ja") return ja_types_gamearenas_hero(inputs)
	if (locale === "ko") return ko_types_gamearenas_hero(inputs)
	return en_types_gamearenas_hero(inputs)
});