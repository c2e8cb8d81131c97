/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Lanparties_S0_P0Inputs */

const en_lt_lanparties_s0_p0 = /** @type {(inputs: Lt_Lanparties_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set up the library in about 30 minutes. The local content cache means games are pulled once over the venue's connection and shared across every table.`)
};

const de_lt_lanparties_s0_p0 = /** @type {(inputs: Lt_Lanparties_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bibliothek ist in etwa 30 Minuten eingerichtet. Dank des lokalen Content-Caches werden Spiele einmal über die Leitung der Location geladen und an allen Tischen geteilt.`)
};

const fr_lt_lanparties_s0_p0 = /** @type {(inputs: Lt_Lanparties_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La ludothèque s’installe en 30 minutes environ. Grâce au cache de contenu local, les jeux sont téléchargés une seule fois sur la connexion du lieu et partagés à toutes les tables.`)
};

const es_lt_lanparties_s0_p0 = /** @type {(inputs: Lt_Lanparties_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La biblioteca se configura en unos 30 minutos. Gracias a la caché de contenido local, los juegos se descargan una vez por la conexión del local y se comparten en todas las mesas.`)
};

const pt_br2_lt_lanparties_s0_p0 = /** @type {(inputs: Lt_Lanparties_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A biblioteca fica pronta em cerca de 30 minutos. Com o cache de conteúdo local, os jogos são baixados uma vez pela conexão do espaço e compartilhados em todas as mesas.`)
};

const ja_lt_lanparties_s0_p0 = /** @type {(inputs: Lt_Lanparties_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ライブラリは約30分で導入できます。ローカルのコンテンツキャッシュにより、ゲームは会場の回線で一度だけダウンロードされ、すべてのテーブルで共有されます。`)
};

const ko_lt_lanparties_s0_p0 = /** @type {(inputs: Lt_Lanparties_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`라이브러리는 약 30분이면 설치됩니다. 로컬 콘텐츠 캐시 덕분에 게임은 행사장 회선으로 한 번만 내려받아 모든 테이블에서 공유됩니다.`)
};

/**
* | output |
* | --- |
* | "Set up the library in about 30 minutes. The local content cache means games are pulled once over the venue's connection and shared across every table." |
*
* @param {Lt_Lanparties_S0_P0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_lanparties_s0_p0 = /** @type {((inputs?: Lt_Lanparties_S0_P0Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Lanparties_S0_P0Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_lanparties_s0_p0(inputs)
	if (locale === "fr") return fr_lt_lanparties_s0_p0(inputs)
	if (locale === "es") return es_lt_lanparties_s0_p0(inputs)
	if (locale === "pt-BR") return pt_br2_lt_lanparties_s0_p0(inputs)
	if (locale === "ja") return ja_lt_lanparties_s0_p0(inputs)
	if (locale === "ko") return ko_lt_lanparties_s0_p0(inputs)
	return en_lt_lanparties_s0_p0(inputs)
});