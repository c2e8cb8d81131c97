/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Gamearenas_MetaInputs */

const en_types_gamearenas_meta = /** @type {(inputs: Types_Gamearenas_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give your game arena a licensed PC game library with local caching, bi-weekly new games and promotion to gamers nearby. Setup takes about 30 minutes.`)
};

const de_types_gamearenas_meta = /** @type {(inputs: Types_Gamearenas_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie Ihrer Gaming-Arena eine lizenzierte PC-Spielebibliothek mit lokalem Caching, neuen Spielen alle zwei Wochen und Sichtbarkeit bei Gamern in der Nähe. Die Einrichtung dauert etwa 30 Minuten.`)
};

const fr_types_gamearenas_meta = /** @type {(inputs: Types_Gamearenas_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offrez à votre arène une ludothèque PC sous licence avec cache local, de nouveaux jeux toutes les deux semaines et de la visibilité auprès des joueurs proches. L’installation prend environ 30 minutes.`)
};

const es_types_gamearenas_meta = /** @type {(inputs: Types_Gamearenas_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dale a tu arena una biblioteca de juegos de PC con licencia, con caché local, juegos nuevos cada dos semanas y promoción entre jugadores cercanos. La instalación lleva unos 30 minutos.`)
};

const pt_br2_types_gamearenas_meta = /** @type {(inputs: Types_Gamearenas_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dê à sua arena uma biblioteca de jogos de PC licenciada com cache local, novos jogos a cada duas semanas e divulgação para gamers da região. A configuração leva cerca de 30 minutos.`)
};

const ja_types_gamearenas_meta = /** @type {(inputs: Types_Gamearenas_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲームアリーナに、ローカルキャッシュ付きのライセンス済みPCゲームライブラリを。隔週の新作追加と近くのゲーマーへのプロモーションも。導入は約30分です。`)
};

const ko_types_gamearenas_meta = /** @type {(inputs: Types_Gamearenas_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게임 아레나에 로컬 캐싱, 2주마다 추가되는 새 게임, 주변 게이머 대상 홍보가 포함된 라이선스 PC 게임 라이브러리를 제공하세요. 설치는 약 30분이면 됩니다.`)
};

/**
* | output |
* | --- |
* | "Give your game arena a licensed PC game library with local caching, bi-weekly new games and promotion to gamers nearby. Setup takes about 30 minutes." |
*
* @param {Types_Gamearenas_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_gamearenas_meta = /** @type {((inputs?: Types_Gamearenas_MetaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Gamearenas_MetaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_gamearenas_meta(inputs)
	if (locale === "fr") return fr_types_gamearenas_meta(inputs)
	if (locale === "es") return es_types_gamearenas_meta(inputs)
	if (locale === "pt-BR") return pt_br2_types_gamearenas_meta(inputs)
	if (locale === "ja") return ja_types_gamearenas_meta(inputs)
	if (locale === "ko") return ko_types_gamearenas_meta(inputs)
	return en_types_gamearenas_meta(inputs)
});