/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Hotels_S0_Tier0_TextInputs */

const en_lt_hotels_s0_tier0_text = /** @type {(inputs: Lt_Hotels_S0_Tier0_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A few gaming PCs in a lounge or business center, with the full licensed library. The simplest way to start.`)
};

const de_lt_hotels_s0_tier0_text = /** @type {(inputs: Lt_Hotels_S0_Tier0_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einige Gaming-PCs in einer Lounge oder einem Business Center, mit der vollständigen lizenzierten Bibliothek. Der einfachste Einstieg.`)
};

const fr_lt_hotels_s0_tier0_text = /** @type {(inputs: Lt_Hotels_S0_Tier0_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelques PC de jeu dans un salon ou un business center, avec toute la ludothèque sous licence. La façon la plus simple de commencer.`)
};

const es_lt_hotels_s0_tier0_text = /** @type {(inputs: Lt_Hotels_S0_Tier0_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algunos PC gaming en un salón o centro de negocios, con toda la biblioteca con licencia. La forma más sencilla de empezar.`)
};

const pt_br2_lt_hotels_s0_tier0_text = /** @type {(inputs: Lt_Hotels_S0_Tier0_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguns PCs gamer em um lounge ou business center, com toda a biblioteca licenciada. O jeito mais simples de começar.`)
};

const ja_lt_hotels_s0_tier0_text = /** @type {(inputs: Lt_Hotels_S0_Tier0_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ラウンジやビジネスセンターに数台のゲーミングPCを置き、ライセンス済みライブラリをすべて利用できます。いちばん手軽な始め方です。`)
};

const ko_lt_hotels_s0_tier0_text = /** @type {(inputs: Lt_Hotels_S0_Tier0_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`라운지나 비즈니스 센터에 게이밍 PC 몇 대와 라이선스 라이브러리 전체를 갖춥니다. 가장 간단하게 시작하는 방법입니다.`)
};

/**
* | output |
* | --- |
* | "A few gaming PCs in a lounge or business center, with the full licensed library. The simplest way to start." |
*
* @param {Lt_Hotels_S0_Tier0_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_hotels_s0_tier0_text = /** @type {((inputs?: Lt_Hotels_S0_Tier0_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Hotels_S0_Tier0_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_hotels_s0_tier0_text(inputs)
	if (locale === "fr") return fr_lt_hotels_s0_tier0_text(inputs)
	if (locale === "es") return es_lt_hotels_s0_tier0_text(inputs)
	if (locale === "pt-BR") return pt_br2_lt_hotels_s0_tier0_text(inputs)
	if (locale === "ja") return ja_lt_hotels_s0_tier0_text(inputs)
	if (locale === "ko") return ko_lt_hotels_s0_tier0_text(inputs)
	return en_lt_hotels_s0_tier0_text(inputs)
});